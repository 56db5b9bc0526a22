import { useQueryClient } from '@tanstack/react-query';
import { unsubscribeAnswerSchema } from '#contract/notifications';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { unsubscribeKeys, unsubscribePath } from './unsubscribe-query';

/** Turns the link's category off (no session needed); the answer replaces what the page shows. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async () => {
      const { data } = await apiRequest({ method: 'POST', path: unsubscribePath(token), schema: unsubscribeAnswerSchema });
      return data;
    },
    meta: { allowUnauthenticated: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(unsubscribeKeys.link(token), { answer });
      // A signed-in reader's Settings → Notifications shows the change next time it is opened.
      await queryClient.invalidateQueries({ queryKey: resourceKeys.notificationPreferences });
    },
  });
}
