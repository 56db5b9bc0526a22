import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderListResponseSchema } from '#contract/orders';
import type { ApiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { fetchOrdersPage, ordersKeys, ordersListQueryOptions, useOrdersList } from './orders-list-query';
import { describeCursorListQuery, expectListKeys, listPage } from '#app/testing/cursor-list-query-cases';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const requests = () => apiRequest.mock.calls.map(([request]) => request);
const filters = { status: 'scheduled' as const, from: '2026-11-01', to: '2026-11-30' };

describe('fetchOrdersPage', () => {
  it('lists orders with the filters, the page size and the cursor', async () => {
    apiRequest.mockResolvedValue(listPage(['o1'], null));
    const signal = new AbortController().signal;
    await expect(fetchOrdersPage(filters, { after: 'cur_1', limit: 25, signal })).resolves.toEqual(listPage(['o1'], null));
    const [request] = requests();
    expect(request?.path).toBe('/v1/orders');
    expect(request?.query).toEqual({ status: 'scheduled', from: '2026-11-01', to: '2026-11-30', limit: 25, after: 'cur_1' });
    expect(request?.schema).toBe(orderListResponseSchema);
    expect(request?.signal).toBe(signal);
  });
});

describe('ordersKeys', () => {
  it('keys lists, details and timelines under orders, each apart', () => {
    expectListKeys(ordersKeys, resourceKeys.orders, filters, {});
    const under = (key: readonly unknown[]) => expect(key.slice(0, resourceKeys.orders.length)).toEqual([...resourceKeys.orders]);
    for (const key of [ordersKeys.details(), ordersKeys.detail('o1'), ordersKeys.timeline('o1')]) under(key);
    expect(ordersKeys.detail('o1').slice(0, ordersKeys.details().length)).toEqual(ordersKeys.details());
    expect(ordersKeys.detail('o1')).not.toEqual(ordersKeys.detail('o2'));
    expect(ordersKeys.detail('o1')).toContain('o1');
    expect(ordersKeys.timeline('o1').slice(0, ordersKeys.detail('o1').length)).toEqual(ordersKeys.detail('o1'));
    expect(ordersKeys.timeline('o1')).not.toEqual(ordersKeys.detail('o1'));
    expect(ordersKeys.details()).not.toEqual(ordersKeys.lists());
  });
});

describeCursorListQuery('ordersListQueryOptions', {
  apiRequest,
  queryKey: ordersListQueryOptions(filters).queryKey,
  prefetch: (client) => client.fetchInfiniteQuery(ordersListQueryOptions(filters)),
  listKey: ordersKeys.list(filters),
  useList: () => useOrdersList(filters),
  sent: filters,
});
