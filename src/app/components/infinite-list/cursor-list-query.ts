import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { ListMeta } from '#contract/common';

/** The largest page v1 serves: fewest round trips for long lists. */
export const LIST_PAGE_SIZE = 100;
/** Pages kept in memory; older ones are dropped and re-fetched if the user scrolls back. */
export const LIST_MAX_PAGES = 5;

export interface CursorPage<T> {
  data: T[];
  meta: ListMeta;
}

/**
 * The `after` cursors that led to a page, first page = []. v1 only pages forwards, so
 * keeping the trail is what lets `maxPages` drop pages at either end and fetch them again;
 * its length is the page's index in the whole list.
 */
export type CursorTrail = readonly string[];

export interface PageRequest {
  after: string | undefined;
  limit: number;
  signal: AbortSignal;
}

interface CursorListOptions<T, TKey extends QueryKey> {
  queryKey: TKey;
  fetchPage: (request: PageRequest) => Promise<CursorPage<T>>;
}

export function cursorListQueryOptions<T, TKey extends QueryKey>({ queryKey, fetchPage }: CursorListOptions<T, TKey>) {
  return infiniteQueryOptions<CursorPage<T>, Error, InfiniteData<CursorPage<T>, CursorTrail>, TKey, CursorTrail>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ after: pageParam.at(-1), limit: LIST_PAGE_SIZE, signal }),
    initialPageParam: [] as CursorTrail,
    getNextPageParam: (lastPage, _pages, lastTrail) =>
      lastPage.meta.next_cursor === null ? undefined : [...lastTrail, lastPage.meta.next_cursor],
    getPreviousPageParam: (_firstPage, _pages, firstTrail) => (firstTrail.length === 0 ? undefined : firstTrail.slice(0, -1)),
    maxPages: LIST_MAX_PAGES,
  });
}
