import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { loadPart } from './part-loader';
import { partKeys } from './part-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  apiRequest.mockReset();
});

const part = { id: 'prt_1', name: 'Blade 1' };

describe('loadPart', () => {
  it('fills the cache for the screen and returns the part', async () => {
    apiRequest.mockResolvedValue({ data: part });
    const client = createQueryClient();
    await expect(loadPart(client, 'prt_1')).resolves.toEqual(part);
    expect(apiRequest.mock.calls[0]![0].path).toBe('/v1/parts/prt_1');
    expect(client.getQueryData(partKeys.detail('prt_1'))).toEqual(part);
  });

  it("turns the API's 404 into the route's not-found screen", async () => {
    apiRequest.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'No such part.' }));
    const error: unknown = await loadPart(createQueryClient(), 'prt_missing').catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  it('passes other failures on unchanged', async () => {
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'parts:read' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(loadPart(createQueryClient(), 'prt_1')).rejects.toBe(forbidden);
    const notAnApiError = Object.assign(new Error('404'), { status: 404 });
    apiRequest.mockRejectedValue(notAnApiError);
    await expect(loadPart(createQueryClient(), 'prt_1')).rejects.toBe(notAnApiError);
  });
});
