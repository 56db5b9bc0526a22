import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partListResponseSchema } from '#contract/parts';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { useWearCount, wearCountQueryOptions } from './wear-count-query';
import { queryWrapper } from '#app/testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const page = (data: object[], total: number) => ({ data, meta: { total, next_cursor: null } });
const fetchCount = (which: 'due_now' | 'due_soon') => createQueryClient().fetchQuery(wearCountQueryOptions(which));

describe('wearCountQueryOptions', () => {
  it('counts parts with the customer worn to the due level, with the ids of up to one order’s worth of them', async () => {
    apiRequest.mockResolvedValue(page([{ id: 'p1', forecast_due_at: null }], 7));
    await expect(fetchCount('due_now')).resolves.toEqual({ count: 7, partIds: ['p1'] });
    expect(apiRequest).toHaveBeenCalledTimes(1);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/parts');
    expect(request.query).toEqual({ status: 'with_customer', wear_min: 70, limit: 100 });
    expect(request.schema).toBe(partListResponseSchema);
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it('counts parts forecast due within 14 days, asking for one row only', async () => {
    apiRequest.mockResolvedValue(page([{ id: 'p1', forecast_due_at: '2026-12-01T00:00:00Z' }], 3));
    await expect(fetchCount('due_soon')).resolves.toEqual({ count: 3, partIds: [] });
    expect(apiRequest.mock.calls[0]![0].query).toEqual({ status: 'with_customer', due_within: 14, limit: 1 });
  });

  it('answers zero when no part matches', async () => {
    apiRequest.mockResolvedValue(page([], 0));
    await expect(fetchCount('due_now')).resolves.toEqual({ count: 0, partIds: [] });
  });

  it('is null from a server that ignores the wear parameters (parts without forecast_due_at)', async () => {
    apiRequest.mockResolvedValue(page([{ id: 'p1' }], 40));
    await expect(fetchCount('due_now')).resolves.toBeNull();
  });

  it('is null from a server that refuses the wear parameters with 400', async () => {
    apiRequest.mockRejectedValue(new ApiError({ status: 400, code: 'unknown_parameter', message: 'wear_min' }));
    await expect(fetchCount('due_soon')).resolves.toBeNull();
  });

  it('passes other failures on to the error boundary', async () => {
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'parts:read' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(fetchCount('due_now')).rejects.toBe(forbidden);
    apiRequest.mockRejectedValue(new TypeError('boom'));
    await expect(fetchCount('due_now')).rejects.toThrow('boom');
  });

  it('keys each count under parts, apart from the other count', () => {
    const now = wearCountQueryOptions('due_now').queryKey;
    const soon = wearCountQueryOptions('due_soon').queryKey;
    expect(now.slice(0, resourceKeys.parts.length)).toEqual([...resourceKeys.parts]);
    expect(soon.slice(0, resourceKeys.parts.length)).toEqual([...resourceKeys.parts]);
    expect(now).not.toEqual(soon);
  });

  it('refetches when parts are invalidated', async () => {
    const client = createQueryClient();
    apiRequest.mockResolvedValue(page([{ id: 'p1', forecast_due_at: null }], 2));
    await client.fetchQuery(wearCountQueryOptions('due_now'));
    apiRequest.mockResolvedValue(page([{ id: 'p1', forecast_due_at: null }], 5));
    await client.invalidateQueries({ queryKey: resourceKeys.parts });
    await client.refetchQueries({ queryKey: resourceKeys.parts, type: 'all' });
    expect(client.getQueryData(wearCountQueryOptions('due_now').queryKey)?.count).toBe(5);
  });
});

describe('useWearCount', () => {
  it('renders the count once loaded', async () => {
    apiRequest.mockResolvedValue(page([{ id: 'p1', forecast_due_at: null }], 4));
    const client = createQueryClient();
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => useWearCount('due_soon'), { wrapper });
    await waitFor(() => expect(result.current).toBe(4));
  });
});
