import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Suspense, createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersKeys } from './orders-list-query';
import { orderTimelineQueryOptions, useOrderTimeline } from './order-timeline-query';
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
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type IntervalFn = (query: unknown) => number | false;

describe('orderTimelineQueryOptions', () => {
  it('does not poll a closed order, and never polls from a hidden tab', () => {
    const closed = orderTimelineQueryOptions('ord_1', { live: false });
    expect(closed.refetchInterval).toBe(false);
    expect(orderTimelineQueryOptions('ord_1').refetchInterval).toBe(false);
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

describe('useOrderTimeline', () => {
  const render = (client: QueryClient, live: boolean) => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, createElement(Suspense, { fallback: null }, children));
    return renderHook(() => useOrderTimeline('ord_1', live), { wrapper }).result;
  };

  it('shows the entries under the order timeline key, with no refresh error', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockResolvedValueOnce(timelineAnswer(100));
    const result = render(client, false);
    await waitFor(() => expect(result.current?.entries).toEqual([entry]));
    expect(result.current.refreshError).toBeNull();
    expect(client.getQueryData(ordersKeys.timeline('ord_1'))).toEqual([entry]);
  });

  it('polls an open order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      fetchMock.mockImplementation(async () => timelineAnswer(100));
      const result = render(client, true);
      await waitFor(() => expect(result.current?.entries).toEqual([entry]));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(POLL_BASE_MS));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last good entries and says why the refresh failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockResolvedValueOnce(timelineAnswer(100));
    const result = render(client, true);
    await waitFor(() => expect(result.current?.entries).toEqual([entry]));
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'forbidden', message: 'No.', status: 403 } }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await act(() => client.refetchQueries({ queryKey: ordersKeys.timeline('ord_1') }));
    await waitFor(() => expect(result.current.refreshError).toBeInstanceOf(Error));
    expect(result.current.entries).toEqual([entry]);
  });
});
