import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderTimelineQueryOptions } from './order-timeline-query';
import { POLL_BASE_MS } from './poll-delay';

const fetchMock = vi.fn<typeof fetch>();
const entry = { status: 'pending', occurred_at: '2026-11-21T09:00:00.000Z', actor: 'api' };

function timelineAnswer(remaining: number): Response {
  return new Response(JSON.stringify({ data: [entry] }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '120', 'X-RateLimit-Remaining': String(remaining) },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

type IntervalFn = (query: unknown) => number | false;

describe('orderTimelineQueryOptions', () => {
  it('does not poll a closed order, and never polls from a hidden tab', () => {
    const closed = orderTimelineQueryOptions('ord_1', { live: false });
    expect(closed.refetchInterval).toBe(false);
    expect(orderTimelineQueryOptions('ord_1', { live: true }).refetchIntervalInBackground).toBe(false);
  });

  it('paces the next poll by the budget the last answer reported', async () => {
    const client = new QueryClient();
    const options = orderTimelineQueryOptions('ord_1', { live: true });
    const interval = options.refetchInterval as IntervalFn;

    fetchMock.mockResolvedValueOnce(timelineAnswer(110));
    expect(await client.fetchQuery(options)).toEqual([entry]);
    expect(interval(undefined)).toBe(POLL_BASE_MS);

    fetchMock.mockResolvedValueOnce(timelineAnswer(6));
    await client.refetchQueries({ queryKey: options.queryKey });
    expect(interval(undefined)).toBe(POLL_BASE_MS * 8);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v1/orders/ord_1/timeline');
  });
});
