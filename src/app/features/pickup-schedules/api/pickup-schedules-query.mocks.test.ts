import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { fetchPickupSchedules } from './pickup-schedules-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => apiRequest.mockReset());

describe('fetchPickupSchedules', () => {
  it("lists one site's schedules in one page", async () => {
    apiRequest.mockResolvedValue({ data: [], meta: { total: 0, next_cursor: null } });
    await expect(fetchPickupSchedules('site_1')).resolves.toEqual([]);
    expect(apiRequest.mock.calls[0]![0]).toMatchObject({
      path: '/v1/pickup-schedules',
      query: { limit: 100, site_id: 'site_1' },
    });
  });

  it.each([404, 400, 405, 501])('reads %i as a server without schedules: null, and the portal shows none', async (status) => {
    apiRequest.mockRejectedValue(new ApiError({ status, code: 'not_found', message: 'No route.' }));
    await expect(fetchPickupSchedules(undefined)).resolves.toBeNull();
  });

  it('passes other failures on (a missing scope is not a missing extension)', async () => {
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'orders:read' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(fetchPickupSchedules(undefined)).rejects.toBe(forbidden);
  });
});
