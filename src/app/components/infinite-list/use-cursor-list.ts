import {
  useSuspenseInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseSuspenseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { LIST_PAGE_SIZE, type CursorPage, type CursorTrail } from './cursor-list-query';

type CursorListQueryOptions<T, TKey extends QueryKey> = UseSuspenseInfiniteQueryOptions<
  CursorPage<T>,
  Error,
  InfiniteData<CursorPage<T>, CursorTrail>,
  TKey,
  CursorTrail
>;

/** Reads a cursor list filled by the route loader and flattens the kept pages into rows. */
export function useCursorList<T, TKey extends QueryKey>(options: CursorListQueryOptions<T, TKey>) {
  const query = useSuspenseInfiniteQuery(options);
  const { pages, pageParams } = query.data;
  const rows = useMemo(() => pages.flatMap((page) => page.data), [pages]);
  // Every page before the first kept one was full, so its trail length gives the absolute offset.
  const firstIndex = (pageParams[0]?.length ?? 0) * LIST_PAGE_SIZE;
  const total = pages.at(-1)?.meta.total ?? rows.length;
  return {
    rows,
    firstIndex,
    total,
    hasNextPage: query.hasNextPage,
    hasPreviousPage: query.hasPreviousPage,
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchingPreviousPage: query.isFetchingPreviousPage,
    /** A background refetch of the kept pages, shown apart from "loading more". */
    isRefreshing: query.isFetching && !query.isFetchingNextPage && !query.isFetchingPreviousPage,
    loadMoreError: query.isFetchNextPageError || query.isFetchPreviousPageError ? query.error : null,
    fetchNextPage: query.fetchNextPage,
    fetchPreviousPage: query.fetchPreviousPage,
  };
}

export type CursorList<T> = ReturnType<typeof useCursorList<T, QueryKey>>;
