import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderTimelineResponseSchema, type OrderTimelineEntry } from '#contract/orders';
import type { RateLimitInfo } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { ordersKeys } from './orders-list-query';
import { pollDelay } from './poll-delay';

/** The account's budget as the last timeline read reported it; it paces the next poll. */
let lastBudget: RateLimitInfo | null = null;

export async function fetchOrderTimeline(id: string, signal?: AbortSignal): Promise<OrderTimelineEntry[]> {
  const { data } = await apiRequest({
    path: `/v1/orders/${encodeURIComponent(id)}/timeline`,
    schema: orderTimelineResponseSchema,
    signal,
    onRateLimit: (info) => (lastBudget = info),
  });
  return data;
}

export function orderTimelineQueryOptions(id: string, { live }: { live: boolean } = { live: false }) {
  return queryOptions({
    queryKey: ordersKeys.timeline(id),
    queryFn: ({ signal }) => fetchOrderTimeline(id, signal),
    // While the order is open it moves on its own (ops, drivers, the simulator).
    refetchInterval: live ? () => pollDelay(lastBudget) : false,
    // A hidden tab stops polling; focus refetches at once (query default).
    refetchIntervalInBackground: false,
  });
}

export interface OrderTimelineView {
  entries: OrderTimelineEntry[];
  /** Why the latest refresh failed (the entries are then the last good ones), or null. */
  refreshError: Error | null;
}

export function useOrderTimeline(id: string, live: boolean): OrderTimelineView {
  const { data, error, isRefetchError } = useSuspenseQuery(orderTimelineQueryOptions(id, { live }));
  return { entries: data, refreshError: isRefetchError ? error : null };
}
