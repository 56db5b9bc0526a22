import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { ACTIVITY_POLL_MS, RECENT_EVENTS, recentEventsQueryOptions } from './recent-events-query';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const errorBody = (status: number, code: string) => ({ error: { code, message: code, status } });
const event = { id: 'evt_1', type: 'order.created', created_at: '2026-11-21T09:00:00.000Z', data: { object: { id: 'ord_1' } } };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

type IntervalFn = (query: { state: { data: unknown } }) => number | false;

describe('recentEventsQueryOptions', () => {
  it('reads the newest events, keyed under events', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [event], meta: { total: 1, next_cursor: null } }));
    expect(await new QueryClient().fetchQuery(recentEventsQueryOptions())).toEqual([event]);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://portal.test');
    expect(url.pathname).toBe('/v1/events');
    expect(url.searchParams.get('limit')).toBe(String(RECENT_EVENTS));
    // An order's steps move each of its parts: those part.updated events would crowd the activity out.
    const types = url.searchParams.get('type')!.split(',');
    expect(types).not.toContain('part.updated');
    expect(types).toEqual(expect.arrayContaining(['order.status_changed', 'part.created', 'invoice.status_changed']));
    expect(recentEventsQueryOptions().queryKey.slice(0, 1)).toEqual([...resourceKeys.events]);
  });

  it.each([
    [404, 'not_found'],
    [400, 'invalid_parameter'],
    [403, 'insufficient_scope'],
  ])('is null (no section) when the server answers %i', async (status, code) => {
    fetchMock.mockResolvedValueOnce(json(status, errorBody(status, code)));
    expect(await new QueryClient().fetchQuery(recentEventsQueryOptions())).toBeNull();
  });

  it('fails on other errors, so the section can offer a retry', async () => {
    fetchMock.mockResolvedValueOnce(json(500, errorBody(500, 'internal_error')));
    await expect(new QueryClient().fetchQuery({ ...recentEventsQueryOptions(), retry: false })).rejects.toThrow();
  });

  it('polls while the server has events, not when it has none, never from a hidden tab', () => {
    const options = recentEventsQueryOptions();
    const interval = options.refetchInterval as unknown as IntervalFn;
    expect(interval({ state: { data: [event] } })).toBe(ACTIVITY_POLL_MS);
    expect(interval({ state: { data: null } })).toBe(false);
    expect(options.refetchIntervalInBackground).toBe(false);
  });
});
