import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { partListResponseSchema, type PartListItem } from '#contract/parts';
import { cursorListQueryOptions } from '#app/components/infinite-list/cursor-list-query';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';
import { useOrderingSite } from './ordering-site';

/**
 * Parts an order can take: back with the customer or just delivered (docs/v1-decisions.md).
 * Parts in service are in an open order; retired parts never go out again.
 */
export const ORDERABLE_PART_STATUSES = ['with_customer', 'delivered'] as const;
type OrderableStatus = (typeof ORDERABLE_PART_STATUSES)[number];

/**
 * `dueFirst`: on a server with the wear extensions, the parts due soonest come first (those already
 * due before them, parts without a forecast last) instead of the newest, least worn ones.
 */
export function orderablePartsQueryOptions(status: OrderableStatus, dueFirst = false, site?: string) {
  const sort = dueFirst ? 'forecast_due_at' : undefined;
  const options = cursorListQueryOptions({
    queryKey: [...resourceKeys.parts, 'list', 'orderable', status, sort ?? 'newest', site ?? null] as const,
    fetchPage: ({ after, limit, signal }) =>
      apiRequest({
        path: '/v1/parts',
        query: { status, limit, after, sort, site_id: site },
        schema: partListResponseSchema,
        signal,
      }),
  });
  // A picker keeps every page it has loaded: the user may scroll back to any part.
  return { ...options, maxPages: undefined };
}

/** Whether the picker lists the due parts first: only a server with the wear extensions can sort by forecast. */
export function useDueFirst(): boolean {
  return useQuery(partsCapabilitiesQueryOptions()).data?.wearActions === true;
}

/** Both orderable statuses as one list (the ordering site's parts): rows loaded so far, totals, and a way to load more. */
export function useOrderableParts(dueFirst = false) {
  const site = useOrderingSite();
  const withCustomer = useSuspenseInfiniteQuery(orderablePartsQueryOptions('with_customer', dueFirst, site));
  const delivered = useSuspenseInfiniteQuery(orderablePartsQueryOptions('delivered', dueFirst, site));
  const lists = [withCustomer, delivered];
  const rows = useMemo<PartListItem[]>(
    () => [withCustomer.data, delivered.data].flatMap((data) => data.pages.flatMap((page) => page.data)),
    [withCustomer.data, delivered.data],
  );
  const total = lists.reduce((sum, list) => sum + (list.data.pages.at(-1)?.meta.total ?? 0), 0);
  const hasMore = lists.some((list) => list.hasNextPage);
  const isLoadingMore = lists.some((list) => list.isFetchingNextPage);
  const loadMoreError = lists.find((list) => list.isFetchNextPageError)?.error ?? null;
  // Only a next page already on its way makes a click redundant: a background refresh of the loaded
  // pages gives way to the page the user asked for (fetchNextPage cancels it), not the other way round.
  function loadMore() {
    const next = lists.find((list) => list.hasNextPage);
    if (next && !next.isFetchingNextPage) void next.fetchNextPage();
  }
  return { rows, total, hasMore, isLoadingMore, loadMoreError, loadMore };
}
