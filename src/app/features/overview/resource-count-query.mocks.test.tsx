import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { fetchResourceCount, resourceCountQueryOptions, useResourceCount } from './resource-count-query';
import { queryWrapper } from '#app/testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const answer = (total: number) => ({ data: [{ id: 'x' }], meta: { total, next_cursor: null } });

describe('fetchResourceCount', () => {
  it("asks for one row of the resource's list and answers its total", async () => {
    apiRequest.mockResolvedValue(answer(17));
    const signal = new AbortController().signal;
    await expect(fetchResourceCount('orders', 'scheduled', signal)).resolves.toBe(17);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/orders');
    expect(request.query).toEqual({ limit: 1, status: 'scheduled' });
    expect(request.signal).toBe(signal);
  });

  it('reads only the total: rows are not validated here', async () => {
    apiRequest.mockResolvedValue(answer(3));
    await fetchResourceCount('parts', undefined);
    const { schema, path, query } = apiRequest.mock.calls[0]![0];
    expect(path).toBe('/v1/parts');
    expect(query).toEqual({ limit: 1, status: undefined });
    const parse = (body: unknown) => z.safeParse(schema!, body).success;
    expect(parse({ data: [1, 'a'], meta: { total: 2, next_cursor: null } })).toBe(true);
    expect(parse({ data: [1, 'a'] })).toBe(false);
  });

  it('passes failures on', async () => {
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'invoices:read' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(fetchResourceCount('invoices', undefined)).rejects.toBe(forbidden);
  });
});

describe('resourceCountQueryOptions', () => {
  it('keys each count under its resource, one per status', () => {
    const key = resourceCountQueryOptions('orders', 'scheduled').queryKey;
    expect(key.slice(0, resourceKeys.orders.length)).toEqual([...resourceKeys.orders]);
    expect(key).not.toEqual(resourceCountQueryOptions('orders').queryKey);
    expect(key).not.toEqual(resourceCountQueryOptions('orders', 'completed').queryKey);
    expect(key).toEqual(resourceCountQueryOptions('orders', 'scheduled').queryKey);
    expect(resourceCountQueryOptions('orders').queryKey).toEqual(resourceCountQueryOptions('orders', undefined).queryKey);
    const parts = resourceCountQueryOptions('parts').queryKey;
    expect(parts.slice(0, resourceKeys.parts.length)).toEqual([...resourceKeys.parts]);
  });

  it('refetches when its resource is invalidated', async () => {
    const client = createQueryClient();
    apiRequest.mockResolvedValue(answer(2));
    await expect(client.fetchQuery(resourceCountQueryOptions('invoices', 'overdue'))).resolves.toBe(2);
    expect(apiRequest.mock.calls[0]![0].query).toEqual({ limit: 1, status: 'overdue' });
    apiRequest.mockResolvedValue(answer(5));
    await client.invalidateQueries({ queryKey: resourceKeys.invoices });
    await client.refetchQueries({ queryKey: resourceKeys.invoices, type: 'all' });
    expect(client.getQueryData(resourceCountQueryOptions('invoices', 'overdue').queryKey)).toBe(5);
  });
});

describe('useResourceCount', () => {
  it('returns the count', async () => {
    apiRequest.mockResolvedValue(answer(9));
    const client = createQueryClient();
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => useResourceCount('parts', 'with_customer'), { wrapper });
    await waitFor(() => expect(result.current).toBe(9));
    expect(apiRequest.mock.calls[0]![0].query).toEqual({ limit: 1, status: 'with_customer' });
  });
});
