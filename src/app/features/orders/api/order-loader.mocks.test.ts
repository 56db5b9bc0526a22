import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { loadOrder } from './order-loader';
import { ordersKeys } from './orders-list-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  apiRequest.mockReset();
});

const order = { id: 'ord_1', status: 'scheduled' };
const timeline = [{ status: 'scheduled', occurred_at: '2026-11-23T10:00:00.000Z', actor: 'api' }];
const answer = async ({ path }: ApiRequest<unknown>) => ({ data: path.endsWith('/timeline') ? timeline : order });

describe('loadOrder', () => {
  it('fills the cache with the order and its timeline, and returns the order', async () => {
    apiRequest.mockImplementation(answer);
    const client = createQueryClient();
    await expect(loadOrder(client, 'ord_1')).resolves.toEqual(order);
    expect(apiRequest.mock.calls.map(([request]) => request.path).sort()).toEqual([
      '/v1/orders/ord_1',
      '/v1/orders/ord_1/timeline',
    ]);
    expect(client.getQueryData(ordersKeys.detail('ord_1'))).toEqual(order);
    expect(client.getQueryData(ordersKeys.timeline('ord_1'))).toEqual(timeline);
  });

  it("turns the API's 404 into the route's not-found screen", async () => {
    apiRequest.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'No such order.' }));
    const error: unknown = await loadOrder(createQueryClient(), 'ord_missing').catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  it('passes other failures on unchanged', async () => {
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'orders:read' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(loadOrder(createQueryClient(), 'ord_1')).rejects.toBe(forbidden);
    const notAnApiError = Object.assign(new Error('404'), { status: 404 });
    apiRequest.mockRejectedValue(notAnApiError);
    await expect(loadOrder(createQueryClient(), 'ord_1')).rejects.toBe(notAnApiError);
  });
});
