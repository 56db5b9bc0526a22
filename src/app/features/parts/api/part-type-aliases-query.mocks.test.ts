import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { partTypeAliasesQueryOptions, savePartTypeAlias } from './part-type-aliases-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  apiRequest.mockReset();
});

const alias = (value: string, part_type: string) => ({
  id: `pta_${value}`,
  value,
  part_type,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
});
const remembered = () => createQueryClient().fetchQuery(partTypeAliasesQueryOptions());

describe("the account's remembered type choices", () => {
  it('reads every alias, keyed the way the import keys a type cell (case and spacing aside), leaving out types it does not know', async () => {
    apiRequest.mockResolvedValue({
      data: [alias('Chef  Knife', 'knife'), alias('Bone saw XL', 'saw'), alias('Laser head', 'laser_head')],
    });
    await expect(remembered()).resolves.toEqual({ 'chef knife': 'knife', 'bone saw xl': 'saw' });
    expect(apiRequest.mock.calls[0]![0]).toMatchObject({ path: '/v1/part_type_aliases' });
  });

  it('says a v1 server without the extension keeps none (404, 405, 501 or 400), so nothing is saved and every value is asked', async () => {
    for (const status of [404, 405, 501, 400]) {
      apiRequest.mockRejectedValueOnce(new ApiError({ status, code: 'not_found', message: 'no' }));
      await expect(remembered()).resolves.toBeNull();
    }
  });

  it('lets any other failure surface (the screen retries it like every read)', async () => {
    const once = () => createQueryClient().fetchQuery({ ...partTypeAliasesQueryOptions(), retry: false });
    apiRequest.mockRejectedValue(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }));
    await expect(once()).rejects.toBeInstanceOf(ApiError);
    apiRequest.mockRejectedValue(new NetworkError(new TypeError('fetch failed')));
    await expect(once()).rejects.toBeInstanceOf(NetworkError);
  });

  it('saves a choice with PUT, the value as the file spells it', async () => {
    apiRequest.mockResolvedValue({ data: alias('Cleaver', 'knife') });
    await savePartTypeAlias('Cleaver', 'knife');
    expect(apiRequest.mock.calls[0]![0]).toMatchObject({
      method: 'PUT',
      path: '/v1/part_type_aliases',
      body: { value: 'Cleaver', part_type: 'knife' },
    });
  });
});
