import { InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#app/lib/http/query-client';
import { LIST_MAX_PAGES, LIST_PAGE_SIZE, cursorListQueryOptions, type CursorPage, type PageRequest } from './cursor-list-query';

/** A fake v1 list of `total` rows whose cursor is the index of the next row. */
function fakeList(total: number) {
  return vi.fn(async ({ after, limit }: PageRequest): Promise<CursorPage<number>> => {
    const start = after === undefined ? 0 : Number(after);
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => start + i);
    const next = start + data.length;
    return { data, meta: { total, next_cursor: next < total ? String(next) : null } };
  });
}

describe('cursorListQueryOptions', () => {
  it('pages forward with after = meta.next_cursor at the largest page size', async () => {
    const fetchPage = fakeList(250);
    const client = createQueryClient();
    const options = cursorListQueryOptions({ queryKey: ['rows'], fetchPage });
    const observer = new InfiniteQueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(result.hasNextPage).toBe(false);
    expect(result.data?.pages.flatMap((p) => p.data)).toHaveLength(250);
    expect(fetchPage.mock.calls.map(([r]) => [r.after, r.limit])).toEqual([
      [undefined, LIST_PAGE_SIZE],
      ['100', LIST_PAGE_SIZE],
      ['200', LIST_PAGE_SIZE],
    ]);
    unsubscribe();
  });

  it('keeps at most maxPages pages and can fetch dropped pages again going back', async () => {
    const fetchPage = fakeList(10_000);
    const client = createQueryClient();
    const observer = new InfiniteQueryObserver(client, cursorListQueryOptions({ queryKey: ['many'], fetchPage }));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    for (let i = 0; i < LIST_MAX_PAGES + 2; i++) await observer.fetchNextPage();

    let result = observer.getCurrentResult();
    expect(result.data?.pages).toHaveLength(LIST_MAX_PAGES);
    // Pages 0–7 were fetched; 3–7 are kept. Page 3's trail holds the three cursors that led to it.
    expect(result.data?.pageParams[0]).toEqual(['100', '200', '300']);
    expect(result.data?.pages[0]?.data[0]).toBe(300);
    expect(result.hasPreviousPage).toBe(true);

    await observer.fetchPreviousPage();
    result = observer.getCurrentResult();
    expect(result.data?.pages[0]?.data[0]).toBe(200);
    expect(result.data?.pages).toHaveLength(LIST_MAX_PAGES);
    expect(fetchPage.mock.calls.at(-1)?.[0].after).toBe('200');
    unsubscribe();
  });
});
