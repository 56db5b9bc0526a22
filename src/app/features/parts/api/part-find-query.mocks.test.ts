import { afterEach, describe, expect, it, vi } from 'vitest';
import { partLookupResponseSchema } from '#contract/part-lookup';
import { partListResponseSchema } from '#contract/parts';
import { ApiError, NetworkError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { partFindQueryOptions } from './part-find-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  apiRequest.mockReset();
});

const item = (id: string) => ({ id, internal_label: id, serial_number: '' });
// No retries: a failure here is the answer under test, not a blip to wait out.
const find = (text: string) => createQueryClient().fetchQuery({ ...partFindQueryOptions(text), retry: false });
const refused = (status: number) =>
  new ApiError({ status, code: status === 404 ? 'not_found' : 'invalid_parameter', message: 'no' });

describe('finding a part by what was typed', () => {
  it('asks the lookup for the best 20, and says they come best first with the total', async () => {
    apiRequest.mockResolvedValue({ data: [item('p1'), item('p2')], meta: { total: 57 } });
    await expect(find('NW 01171')).resolves.toEqual({ parts: [item('p1'), item('p2')], total: 57, bestFirst: true });
    expect(apiRequest).toHaveBeenCalledTimes(1);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/parts/lookup');
    expect(request.query).toEqual({ q: 'NW 01171', limit: 20 });
    expect(request.schema).toBe(partLookupResponseSchema);
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([404, 400])('falls back to the list’s search, newest first, when the server answers the lookup %i', async (status) => {
    apiRequest
      .mockRejectedValueOnce(refused(status))
      .mockResolvedValueOnce({ data: [item('p3')], meta: { total: 31, next_cursor: 'c', page: 1, per_page: 20 } });
    await expect(find('nw01171')).resolves.toEqual({ parts: [item('p3')], total: 31, bestFirst: false });
    const request = apiRequest.mock.calls[1]![0];
    expect(request.path).toBe('/v1/parts');
    expect(request.query).toMatchObject({ q: 'nw01171', limit: 20 });
    expect(request.schema).toBe(partListResponseSchema);
  });

  it('does not hide other failures behind the fallback', async () => {
    apiRequest.mockRejectedValue(refused(403));
    await expect(find('x')).rejects.toBeInstanceOf(ApiError);
    apiRequest.mockReset();
    apiRequest.mockRejectedValue(new NetworkError(new Error('offline')));
    await expect(find('x')).rejects.toBeInstanceOf(NetworkError);
    expect(apiRequest.mock.calls.every(([request]) => request.path === '/v1/parts/lookup')).toBe(true);
  });
});
