import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { webhookEndpointResponseSchema, type WebhookEndpoint } from '#contract/webhooks';
import { ApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { ENDPOINTS_POLL_MS, webhookKeys } from './webhook-endpoints-query';

export function webhookEndpointQueryOptions(id: string) {
  return queryOptions({
    queryKey: webhookKeys.detail(id),
    queryFn: async ({ signal }): Promise<WebhookEndpoint> =>
      (
        await apiRequest({
          path: `/v1/webhook_endpoints/${encodeURIComponent(id)}`,
          schema: webhookEndpointResponseSchema,
          signal,
        })
      ).data,
    refetchInterval: ENDPOINTS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** Fills the cache for the endpoint screen; a 404 (or a server without webhooks) becomes its not-found screen. */
export async function loadWebhookEndpoint(queryClient: QueryClient, id: string): Promise<WebhookEndpoint> {
  try {
    return await queryClient.query(webhookEndpointQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

export function useWebhookEndpoint(id: string): WebhookEndpoint {
  return useSuspenseQuery(webhookEndpointQueryOptions(id)).data;
}
