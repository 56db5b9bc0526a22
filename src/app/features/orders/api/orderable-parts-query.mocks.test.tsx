import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '#app/lib/http/http-client';
import { ApiError } from '#app/lib/http/api-error';
import { createQueryClient } from '#app/lib/http/query-client';
import { useOrderableParts } from './orderable-parts-query';
import { queryWrapper } from '#app/testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const part = (id: string) => ({ id });
const page = (ids: string[], total: number, nextCursor: string | null) => ({
  data: ids.map(part),
  meta: { total, next_cursor: nextCursor },
});

function setup(dueFirst = false) {
  const client = createQueryClient();
  const wrapper = queryWrapper(client);
  return renderHook(() => useOrderableParts(dueFirst), { wrapper });
}

/** Pages answered by status and cursor; a second page waits until released. */
function serve() {
  let release: () => void = () => undefined;
  const secondPage = new Promise<void>((resolve) => (release = resolve));
  apiRequest.mockImplementation(async ({ query }) => {
    if (query?.status === 'delivered') return page(['d1'], 1, null);
    if (query?.after === undefined) return page(['w1', 'w2'], 3, 'c1');
    await secondPage;
    return page(['w3'], 3, null);
  });
  return { release };
}

describe('useOrderableParts', () => {
  it('joins both statuses and sums their totals', async () => {
    serve();
    const { result } = setup();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.rows.map((row) => row.id)).toEqual(['w1', 'w2', 'd1']);
    expect(result.current.total).toBe(4);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.loadMoreError).toBeNull();
    const requests = apiRequest.mock.calls.map(([request]) => request);
    expect(requests.map((request) => request.path)).toEqual(['/v1/parts', '/v1/parts']);
    expect(requests.map((request) => request.query?.status).sort()).toEqual(['delivered', 'with_customer']);
    expect(requests.every((request) => request.query?.sort === undefined)).toBe(true);
  });

  it('lists the due parts first on a server that sorts by forecast', async () => {
    serve();
    const { result } = setup(true);
    await waitFor(() => expect(result.current).not.toBeNull());
    const requests = apiRequest.mock.calls.map(([request]) => request);
    expect(requests.map((request) => request.query?.sort)).toEqual(['forecast_due_at', 'forecast_due_at']);
  });

  it('says why loading more failed', async () => {
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'parts:read' });
    apiRequest.mockImplementation(async ({ query }) => {
      if (query?.status === 'delivered') return page(['d1'], 1, null);
      if (query?.after === undefined) return page(['w1', 'w2'], 3, 'c1');
      throw forbidden;
    });
    const { result } = setup();
    await waitFor(() => expect(result.current).not.toBeNull());
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadMoreError).toBe(forbidden));
    expect(result.current.rows.map((row) => row.id)).toEqual(['w1', 'w2', 'd1']);
  });

  it('asks for the next page once while it is being fetched, however often it is asked', async () => {
    const { release } = serve();
    const { result } = setup();
    await waitFor(() => expect(result.current).not.toBeNull());
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.isLoadingMore).toBe(true));
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    release();
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    const nextPageCalls = apiRequest.mock.calls.filter(([request]) => request.query?.after === 'c1');
    expect(nextPageCalls).toHaveLength(1);
    expect(nextPageCalls[0]?.[0].signal?.aborted).toBe(false);
    expect(result.current.rows.map((row) => row.id)).toEqual(['w1', 'w2', 'w3', 'd1']);
  });

  it('loads the next page when asked during a background refresh of the first', async () => {
    let refreshing = false;
    let finishRefresh: () => void = () => undefined;
    apiRequest.mockImplementation(async ({ query, signal }) => {
      if (query?.status === 'delivered') return page(['d1'], 1, null);
      if (query?.after === 'c1') return page(['w3'], 3, null);
      if (refreshing)
        await new Promise<void>((resolve, reject) => {
          finishRefresh = resolve;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        });
      return page(['w1', 'w2'], 3, 'c1');
    });
    const client = createQueryClient();
    const { result, rerender } = renderHook(() => useOrderableParts(), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current).not.toBeNull());
    refreshing = true;
    act(() => void client.invalidateQueries());
    await waitFor(() => expect(client.isFetching()).toBeGreaterThan(0));
    // The screen renders again during the refresh (a keystroke): its lists are fetching, none of them a next page.
    rerender();
    expect(result.current.isLoadingMore).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    finishRefresh();
    expect(result.current.rows.map((row) => row.id)).toEqual(['w1', 'w2', 'w3', 'd1']);
  });
});
