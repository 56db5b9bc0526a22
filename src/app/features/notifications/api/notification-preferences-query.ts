import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { notificationPreferencesResponseSchema, type NotificationPreferences } from '#contract/notifications';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const notificationPreferencesKeys = {
  all: resourceKeys.notificationPreferences,
  mine: () => [...resourceKeys.notificationPreferences, 'mine'] as const,
};

/** The signed-in member's choices, or null from a v1 server without notifications (it answers 404 or 405). */
export async function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences | null> {
  try {
    const { data } = await apiRequest({
      path: '/portal/notification-preferences',
      schema: notificationPreferencesResponseSchema,
      signal,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationPreferencesKeys.mine(),
  queryFn: ({ signal }) => fetchNotificationPreferences(signal),
});

export function useNotificationPreferences(): NotificationPreferences | null {
  return useSuspenseQuery(notificationPreferencesQueryOptions).data;
}

/** Without suspending: for the Settings page, which shows its notifications section once the server has said it has them. */
export function useNotificationsAvailability() {
  return useQuery({ ...notificationPreferencesQueryOptions, retry: false });
}
