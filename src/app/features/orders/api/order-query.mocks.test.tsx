import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderResponseSchema } from '#contract/orders';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { fetchOrder, orderQueryOptions, useOrder } from './order-query';
import { ordersKeys } from './orders-list-query';
import { queryWrapper } from '#app/testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const order = { id: 'ord_1', status: 'scheduled' };

describe('fetchOrder', () => {
  it('reads one order by its escaped id and returns the record', async () => {
    apiRequest.mockResolvedValue({ data: order });
    const signal = new AbortController().signal;
    await expect(fetchOrder('ord/1?x', signal)).resolves.toEqual(order);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/orders/ord%2F1%3Fx');
    expect(request.method).toBeUndefined();
    expect(request.query).toBeUndefined();
    expect(request.schema).toBe(orderResponseSchema);
    expect(request.signal).toBe(signal);
  });

  it('passes failures on', async () => {
    const missing = new ApiError({ status: 404, code: 'not_found', message: 'No such order.' });
    apiRequest.mockRejectedValue(missing);
    await expect(fetchOrder('ord_1')).rejects.toBe(missing);
  });
});

describe('orderQueryOptions', () => {
  it("is cached under the order's detail key and fetches that order", async () => {
    expect(orderQueryOptions('ord_1').queryKey).toEqual(ordersKeys.detail('ord_1'));
    apiRequest.mockResolvedValue({ data: order });
    const client = createQueryClient();
    await expect(client.fetchQuery(orderQueryOptions('ord_1'))).resolves.toEqual(order);
    expect(apiRequest.mock.calls[0]![0].path).toBe('/v1/orders/ord_1');
    expect(apiRequest.mock.calls[0]![0].signal).toBeInstanceOf(AbortSignal);
    expect(client.getQueryData(ordersKeys.detail('ord_1'))).toEqual(order);
  });
});

describe('useOrder', () => {
  it('returns the order', async () => {
    apiRequest.mockResolvedValue({ data: order });
    const client = createQueryClient();
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => useOrder('ord_1'), { wrapper });
    await waitFor(() => expect(result.current).toEqual(order));
  });
});
