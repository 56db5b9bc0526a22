import { infiniteQueryOptions, useSuspenseInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { webhookDeliveryListResponseSchema, type WebhookDelivery } from '#contract/webhooks';
import { apiRequest } from '#app/lib/http/http-client';
import { webhookKeys } from './webhook-endpoints-query';

export const DELIVERIES_PAGE = 20;
/** A new event's delivery or a retry shows up in the log within this while the screen is open. */
export const DELIVERIES_POLL_MS = 5_000;
/** While a delivery waits for an attempt that is due, the log looks this often: the attempt shows as soon as it is made. */
export const DELIVERIES_DUE_POLL_MS = 1_000;
/** At most this long in a row (a receiver may hold its answer 10 s; a disabled endpoint's deliveries wait for good). */
export const DUE_POLL_LIMIT_MS = 30_000;

type DeliveryPages = InfiniteData<{ data: WebhookDelivery[] }>;

/**
 * Pending and due within `soonMs`: never tried yet, resent (due before the retry its last attempt
 * scheduled), or a retry whose time has come. `next_attempt_at` is on the sandbox clock, which runs
 * ahead of this one when sped up; such a retry waits for the slower pace.
 */
export function awaitsAttempt(delivery: WebhookDelivery, now: number, soonMs = DELIVERIES_POLL_MS): boolean {
  if (delivery.status !== 'pending') return false;
  const last = delivery.attempts[0];
  if (!last || delivery.next_attempt_at !== last.next_retry_at) return true;
  return delivery.next_attempt_at !== null && Date.parse(delivery.next_attempt_at) <= now + soonMs;
}

const dueSince = new WeakMap<object, { waiting: string; since: number }>();

/**
 * The log's pace: quick while a delivery of the first page waits for its attempt, for at most
 * DUE_POLL_LIMIT_MS for the same waiting deliveries, else the usual pace.
 */
export function deliveriesPollMs(query: { state: { data?: DeliveryPages | undefined } }, now = Date.now()): number {
  const waiting = (query.state.data?.pages[0]?.data ?? [])
    .filter((delivery) => awaitsAttempt(delivery, now))
    .map((delivery) => `${delivery.id}:${delivery.attempt_count}`)
    .join(' ');
  if (waiting === '') {
    dueSince.delete(query);
    return DELIVERIES_POLL_MS;
  }
  const seen = dueSince.get(query);
  const since = seen?.waiting === waiting ? seen.since : now;
  dueSince.set(query, { waiting, since });
  return now - since < DUE_POLL_LIMIT_MS ? DELIVERIES_DUE_POLL_MS : DELIVERIES_POLL_MS;
}

/** The endpoint's delivery log, newest first; older pages on request. */
export function webhookDeliveriesQueryOptions(endpointId: string) {
  return infiniteQueryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        path: `/v1/webhook_endpoints/${encodeURIComponent(endpointId)}/deliveries`,
        query: { limit: DELIVERIES_PAGE, after: pageParam },
        schema: webhookDeliveryListResponseSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    refetchInterval: (query) => deliveriesPollMs(query),
    refetchIntervalInBackground: false,
  });
}

export function useWebhookDeliveries(endpointId: string) {
  const query = useSuspenseInfiniteQuery(webhookDeliveriesQueryOptions(endpointId));
  return { ...query, deliveries: query.data.pages.flatMap((page) => page.data), total: query.data.pages[0]?.meta.total ?? 0 };
}
