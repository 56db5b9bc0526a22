import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENT_TYPES, eventListResponseSchema, type WebhookEvent } from '#contract/events';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const RECENT_EVENTS = 25;
/**
 * Every type but part.updated: an order's steps move each of its parts (a part.updated per part per
 * step) and the order's own line says so already, so they would crowd out everything else.
 */
export const ACTIVITY_TYPES = EVENT_TYPES.filter((type) => type !== 'part.updated').join(',');
/** While the overview is open (and its tab visible), activity refreshes this often. */
export const ACTIVITY_POLL_MS = 10_000;

/**
 * The account's newest events, or null from a server without them (the v1 extension answers 404
 * or 400 elsewhere) or a session that may not read them (403): the section is then left out.
 */
export async function fetchRecentEvents(signal?: AbortSignal): Promise<WebhookEvent[] | null> {
  try {
    const { data } = await apiRequest({
      path: '/v1/events',
      query: { limit: RECENT_EVENTS, type: ACTIVITY_TYPES },
      schema: eventListResponseSchema,
      signal,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && [400, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

export function recentEventsQueryOptions() {
  return queryOptions({
    queryKey: [...resourceKeys.events, 'recent'] as const,
    queryFn: ({ signal }) => fetchRecentEvents(signal),
    // Polls only while there is something to poll; TanStack Query pauses it while the tab is hidden.
    refetchInterval: (query) => (query.state.data === null ? false : ACTIVITY_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

export function useRecentEvents() {
  return useQuery(recentEventsQueryOptions());
}
