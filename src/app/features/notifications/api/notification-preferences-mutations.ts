import { useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesResponseSchema,
  notificationTestResponseSchema,
  type NotificationPreferencesPatch,
} from '#contract/notifications';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { notificationPreferencesKeys } from './notification-preferences-query';

/** One PATCH with the fields that changed; the answer is the whole new state, which replaces the cache. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async (patch: NotificationPreferencesPatch) => {
      const { data } = await apiRequest({
        method: 'PATCH',
        path: '/portal/notification-preferences',
        body: patch,
        schema: notificationPreferencesResponseSchema,
      });
      return data;
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKeys.mine(), saved),
  });
}

/** Sends the signed-in member a sample of each category they receive; answers where it went and which. */
export function useSendTestNotification() {
  return useSingleFlightMutation({
    mutationFn: async () => {
      const { data } = await apiRequest({
        method: 'POST',
        path: '/portal/notification-preferences/test',
        schema: notificationTestResponseSchema,
      });
      return data;
    },
  });
}
