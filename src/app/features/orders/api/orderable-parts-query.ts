import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { partListResponseSchema, type PartListItem } from '#contract/parts';
import { cursorListQueryOptions } from '#app/components/infinite-list/cursor-list-query';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

/**
 * Parts an order can take: back with the customer or just delivered (docs/v1-decisions.md).
 * Parts in service are in an open order; retired parts never go out again.
 */
export const ORDERABLE_PART_STATUSES = ['with_customer', 'delivered'] as const;
type OrderableStatus = (typeof ORDERABLE_PART_STATUSES)[number];

export function orderablePartsQueryOptions(status: OrderableStatus) {
  const options = cursorListQueryOptions({
    queryKey: [...resourceKeys.parts, 'list', 'orderable', status] as const,
    fetchPage: ({ after, limit, signal }) =>
      apiRequest({ path: '/v1/parts', query: { status, limit, after }, schema: partListResponseSchema, signal }),
  });
  // A picker keeps every page it has loaded: the user may scroll back to any part.
  return { ...options, maxPages: undefined };
}

/** Both orderable statuses as one list: rows loaded so far, totals, and a way to load more. */
export function useOrderableParts() {
  const withCustomer = useSuspenseInfiniteQuery(orderablePartsQueryOptions('with_customer'));
  const delivered = useSuspenseInfiniteQuery(orderablePartsQueryOptions('delivered'));
  const lists = [withCustomer, delivered];
  const rows = useMemo<PartListItem[]>(
    () => [withCustomer.data, delivered.data].flatMap((data) => data.pages.flatMap((page) => page.data)),
    [withCustomer.data, delivered.data],
  );
  const total = lists.reduce((sum, list) => sum + (list.data.pages.at(-1)?.meta.total ?? 0), 0);
  const hasMore = lists.some((list) => list.hasNextPage);
  const isLoadingMore = lists.some((list) => list.isFetchingNextPage);
  const loadMoreError = lists.find((list) => list.isFetchNextPageError)?.error ?? null;
  function loadMore() {
    const next = lists.find((list) => list.hasNextPage);
    if (next && !next.isFetching) void next.fetchNextPage();
  }
  return { rows, total, hasMore, isLoadingMore, loadMoreError, loadMore };
}
