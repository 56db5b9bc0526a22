import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { sitesQueryOptions } from './sites-query';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const errorBody = (status: number, code: string) => ({ error: { code, message: code, status } });
const site = (id: string) => ({
  id,
  name: `Site ${id}`,
  address: { line1: '1 Main', line2: '', city: 'Chicago', region: '', postal_code: '', country: 'US' },
  time_zone: 'America/Chicago',
  receiving_hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  closed_dates: [],
  contact: { name: '', phone: '' },
  access_notes: '',
  status: 'active',
  part_count: 0,
  created_at: '2026-11-21T09:00:00.000Z',
});
const page = (ids: string[], next: string | null) =>
  json(200, { data: ids.map(site), meta: { total: 3, next_cursor: next, page: 1, per_page: 100 } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('sitesQueryOptions', () => {
  it('reads every page of the sites in one status, keyed under sites', async () => {
    fetchMock.mockResolvedValueOnce(page(['site_1', 'site_2'], 'cursor_2')).mockResolvedValueOnce(page(['site_3'], null));
    const sites = await new QueryClient().fetchQuery(sitesQueryOptions('archived'));
    expect(sites?.map((s) => s.id)).toEqual(['site_1', 'site_2', 'site_3']);
    const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://portal.test'));
    expect(urls.map((url) => url.pathname)).toEqual(['/v1/sites', '/v1/sites']);
    expect(urls.map((url) => url.searchParams.get('status'))).toEqual(['archived', 'archived']);
    expect(urls.map((url) => url.searchParams.get('after'))).toEqual([null, 'cursor_2']);
    expect(sitesQueryOptions('active').queryKey.slice(0, 1)).toEqual([...resourceKeys.sites]);
  });

  it.each([
    [404, 'not_found'],
    [405, 'method_not_allowed'],
    [501, 'not_implemented'],
    [400, 'invalid_parameter'],
  ])('is null (a server without sites) when it answers %i', async (status, code) => {
    fetchMock.mockResolvedValueOnce(json(status, errorBody(status, code)));
    expect(await new QueryClient().fetchQuery({ ...sitesQueryOptions('active'), retry: false })).toBeNull();
  });

  it('fails on other errors (a missing scope, the plan, a 500), which the screen explains', async () => {
    for (const [status, code] of [
      [403, 'insufficient_scope'],
      [500, 'internal_error'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(json(status, errorBody(status, code)));
      await expect(new QueryClient().fetchQuery({ ...sitesQueryOptions('active'), retry: false })).rejects.toThrow();
    }
  });
});
