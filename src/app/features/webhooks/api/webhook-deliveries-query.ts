import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { webhookDeliveryListResponseSchema } from '#contract/webhooks';
import { apiRequest } from '#app/lib/http/http-client';
import { webhookKeys } from './webhook-endpoints-query';

export const DELIVERIES_PAGE = 20;
/** A test event or a retry shows up in the log within this while the screen is open. */
export const DELIVERIES_POLL_MS = 5_000;

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
    refetchInterval: DELIVERIES_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useWebhookDeliveries(endpointId: string) {
  const query = useSuspenseInfiniteQuery(webhookDeliveriesQueryOptions(endpointId));
  return { ...query, deliveries: query.data.pages.flatMap((page) => page.data), total: query.data.pages[0]?.meta.total ?? 0 };
}
