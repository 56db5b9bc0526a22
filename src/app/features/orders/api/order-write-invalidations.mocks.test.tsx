import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { useAdvanceOrder } from './advance-order-mutation';
import { useCreateOrder } from './create-order-mutation';
import { useCancelOrder, useChangeOrder } from './order-change-mutations';
import { ordersKeys } from './orders-list-query';

/** Every write that changes what other screens show must mark those screens' data stale. */

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

const ORDER = { id: 'ord_1', status: 'scheduled', timeline: [{ status: 'scheduled', at: '2026-11-23T10:00:00.000Z' }] };

const KEYS = {
  ordersList: ordersKeys.list({}),
  otherOrder: ordersKeys.detail('ord_2'),
  partsList: [...resourceKeys.parts, 'list', {}],
  invoicesList: [...resourceKeys.invoices, 'list', {}],
  pickupWindows: [...resourceKeys.pickupWindows, { from: null }],
} satisfies Record<string, QueryKey>;
/** No order write changes who is signed in: refetching everything would hide a too-wide invalidation. */
const UNRELATED: QueryKey = ['session'];

let client: QueryClient;

beforeEach(() => {
  client = createQueryClient();
  for (const key of [...Object.values(KEYS), UNRELATED]) client.setQueryData(key, { seeded: true });
  apiRequest.mockResolvedValue({ data: ORDER });
});

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

function render<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;
const sent = () => apiRequest.mock.lastCall?.[0];

afterEach(() => expect(stale(UNRELATED)).toBe(false));

describe('order writes refresh what they change', () => {
  it('a created order is cached for its screen; the orders and parts lists refetch', async () => {
    const onCreated = vi.fn();
    const result = render(() => useCreateOrder(onCreated));
    const values = { part_ids: ['prt_1'], pickup_window_start: 'a', pickup_window_end: 'b' };
    await act(() => result.current.submitAsync(values));
    expect(sent()).toMatchObject({ method: 'POST', path: '/v1/orders', body: values, idempotencyKey: expect.any(String) });
    expect(onCreated).toHaveBeenCalledWith(ORDER);
    expect(client.getQueryData(ordersKeys.detail(ORDER.id))).toEqual(ORDER);
    expect(stale(KEYS.ordersList)).toBe(true);
    expect(stale(KEYS.partsList)).toBe(true);
    expect(stale(KEYS.otherOrder)).toBe(false);
  });

  it('a cancelled order replaces the cached one and its timeline; lists and the parts it freed refetch', async () => {
    const result = render(() => useCancelOrder());
    await act(() => result.current.submitAsync({ orderId: 'ord/1' }));
    expect(sent()).toMatchObject({ method: 'POST', path: '/v1/orders/ord%2F1/cancel', idempotencyKey: expect.any(String) });
    expect(client.getQueryData(ordersKeys.detail(ORDER.id))).toEqual(ORDER);
    expect(client.getQueryData(ordersKeys.timeline(ORDER.id))).toEqual(ORDER.timeline);
    expect(stale(KEYS.ordersList)).toBe(true);
    expect(stale(KEYS.partsList)).toBe(true);
    expect(stale(KEYS.pickupWindows)).toBe(true);
  });

  it('a rescheduled order is applied before the dialog is told it is done; the seats it moved refetch', async () => {
    const onDone = vi.fn(() => expect(stale(KEYS.ordersList)).toBe(true));
    const result = render(() => useChangeOrder(onDone));
    const changes = { pickup_window_start: 'a', pickup_window_end: 'b' };
    await act(() => result.current.submitAsync({ orderId: 'ord/1', changes }));
    expect(sent()).toMatchObject({ method: 'PATCH', path: '/v1/orders/ord%2F1', body: changes });
    expect(onDone).toHaveBeenCalledOnce();
    expect(client.getQueryData(ordersKeys.detail(ORDER.id))).toEqual(ORDER);
    expect(stale(KEYS.partsList)).toBe(true);
    expect(stale(KEYS.pickupWindows)).toBe(true);
  });

  it('advancing an order on its screen refreshes every order query, the parts and the invoices', async () => {
    const result = render(() => useAdvanceOrder());
    await act(() => result.current.submitAsync({ orderId: ORDER.id, from: 'scheduled' }));
    expect(sent()).toMatchObject({
      method: 'POST',
      path: `/sandbox/orders/${ORDER.id}/advance`,
      idempotencyKey: expect.any(String),
    });
    expect(client.getQueryData(ordersKeys.timeline(ORDER.id))).toEqual(ORDER.timeline);
    const { pickupWindows, ...orderKeys } = KEYS;
    for (const key of Object.values(orderKeys)) expect(stale(key), JSON.stringify(key)).toBe(true);
    expect(stale(pickupWindows)).toBe(false);
  });
});
