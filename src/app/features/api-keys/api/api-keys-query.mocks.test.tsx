import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeyListResponseSchema } from '#contract/portal';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { apiKeysKeys, apiKeysQueryOptions, fetchApiKeys, useApiKeys } from './api-keys-query';
import { queryWrapper } from '#app/testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const keys = [{ id: 'key_1', name: 'CI', prefix: 'wk_live_ab', last4: '1234' }];

describe('fetchApiKeys', () => {
  it("reads the account's keys from the portal API and returns the rows", async () => {
    apiRequest.mockResolvedValue({ data: keys });
    const signal = new AbortController().signal;
    await expect(fetchApiKeys(signal)).resolves.toEqual(keys);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/portal/api-keys');
    expect(request.method).toBeUndefined();
    expect(request.query).toBeUndefined();
    expect(request.schema).toBe(apiKeyListResponseSchema);
    expect(request.signal).toBe(signal);
  });

  it('passes failures on', async () => {
    const forbidden = new ApiError({ status: 403, code: 'forbidden', message: 'Owners only.' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(fetchApiKeys()).rejects.toBe(forbidden);
  });
});

describe('apiKeysQueryOptions', () => {
  it('caches the list under the api-keys list key, where key writes invalidate', async () => {
    expect(apiKeysQueryOptions.queryKey).toEqual(apiKeysKeys.list());
    expect(apiKeysKeys.list().slice(0, apiKeysKeys.all.length)).toEqual([...apiKeysKeys.all]);
    expect(apiKeysKeys.list()).not.toEqual([...apiKeysKeys.all]);
    apiRequest.mockResolvedValue({ data: keys });
    const client = createQueryClient();
    await expect(client.fetchQuery(apiKeysQueryOptions)).resolves.toEqual(keys);
    expect(apiRequest.mock.calls[0]![0].signal).toBeInstanceOf(AbortSignal);
    expect(client.getQueryData(apiKeysKeys.list())).toEqual(keys);
  });
});

describe('useApiKeys', () => {
  it('returns the keys', async () => {
    apiRequest.mockResolvedValue({ data: keys });
    const client = createQueryClient();
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => useApiKeys(), { wrapper });
    await waitFor(() => expect(result.current).toEqual(keys));
  });
});
