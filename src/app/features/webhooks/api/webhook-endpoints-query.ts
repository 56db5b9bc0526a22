import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { WEBHOOK_LIMITS, webhookEndpointListResponseSchema, type WebhookEndpoint } from '#contract/webhooks';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const webhookKeys = {
  all: resourceKeys.webhookEndpoints,
  list: () => [...webhookKeys.all, 'list'] as const,
  detail: (id: string) => [...webhookKeys.all, 'detail', id] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

/** Health moves as deliveries are made: the screens refresh it this often while open and visible. */
export const ENDPOINTS_POLL_MS = 15_000;

/**
 * Every endpoint of the account (at most 16: one page), or null from a v1 server without webhooks
 * (the extension answers 404 or 400 there): the portal then leaves webhooks out.
 */
export async function fetchWebhookEndpoints(signal?: AbortSignal): Promise<WebhookEndpoint[] | null> {
  try {
    const { data } = await apiRequest({
      path: '/v1/webhook_endpoints',
      query: { limit: WEBHOOK_LIMITS.endpointsPerAccount },
      schema: webhookEndpointListResponseSchema,
      signal,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const webhookEndpointsQueryOptions = queryOptions({
  queryKey: webhookKeys.list(),
  queryFn: ({ signal }) => fetchWebhookEndpoints(signal),
  refetchInterval: (query) => (query.state.data === null ? false : ENDPOINTS_POLL_MS),
  refetchIntervalInBackground: false,
});

export function useWebhookEndpoints(): WebhookEndpoint[] | null {
  return useSuspenseQuery(webhookEndpointsQueryOptions).data;
}

/** Without suspending: for the Settings page, which shows its webhooks section only once the server has said it has them. */
export function useWebhooksAvailability() {
  return useQuery({ ...webhookEndpointsQueryOptions, retry: false });
}
