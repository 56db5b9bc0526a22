import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partResponseSchema } from '#contract/parts';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { fetchPart, partKeys, partQueryOptions, usePart } from './part-query';
import { partsKeys } from './parts-list-query';
import { queryWrapper } from '#app/testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const part = { id: 'prt_1', name: 'Blade 1' };

describe('fetchPart', () => {
  it('reads one part by its escaped id and returns the record', async () => {
    apiRequest.mockResolvedValue({ data: part });
    const signal = new AbortController().signal;
    await expect(fetchPart('prt/1?x', signal)).resolves.toEqual(part);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/parts/prt%2F1%3Fx');
    expect(request.method).toBeUndefined();
    expect(request.query).toBeUndefined();
    expect(request.schema).toBe(partResponseSchema);
    expect(request.signal).toBe(signal);
  });

  it('passes failures on', async () => {
    const missing = new ApiError({ status: 404, code: 'not_found', message: 'No such part.' });
    apiRequest.mockRejectedValue(missing);
    await expect(fetchPart('prt_1')).rejects.toBe(missing);
  });
});

describe('partKeys', () => {
  it('keys each part under parts (so part writes refresh it) and apart from the lists', () => {
    const key = partKeys.detail('prt_1');
    expect(key.slice(0, resourceKeys.parts.length)).toEqual([...resourceKeys.parts]);
    expect(key.slice(0, partKeys.details().length)).toEqual(partKeys.details());
    expect(partKeys.details()).not.toEqual([...resourceKeys.parts]);
    expect(partKeys.details()).not.toEqual(partsKeys.lists());
    expect(key).toContain('prt_1');
    expect(key).not.toEqual(partKeys.detail('prt_2'));
  });
});

describe('partQueryOptions', () => {
  it("is cached under the part's detail key and fetches that part", async () => {
    expect(partQueryOptions('prt_1').queryKey).toEqual(partKeys.detail('prt_1'));
    apiRequest.mockResolvedValue({ data: part });
    const client = createQueryClient();
    await expect(client.fetchQuery(partQueryOptions('prt_1'))).resolves.toEqual(part);
    expect(apiRequest.mock.calls[0]![0].path).toBe('/v1/parts/prt_1');
    expect(apiRequest.mock.calls[0]![0].signal).toBeInstanceOf(AbortSignal);
    expect(client.getQueryData(partKeys.detail('prt_1'))).toEqual(part);
  });
});

describe('usePart', () => {
  it('returns the part', async () => {
    apiRequest.mockResolvedValue({ data: part });
    const client = createQueryClient();
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => usePart('prt_1'), { wrapper });
    await waitFor(() => expect(result.current).toEqual(part));
  });
});
