import { useQueryClient } from '@tanstack/react-query';
import type { InvitationAccept } from '#contract/members';
import { sessionResponseSchema } from '#contract/portal';
import { setCsrfToken } from '#app/lib/http/csrf-token';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { sessionKey } from '#app/features/session/session-query';

/** Accepting signs the person in: the answer is the new session, which replaces whatever the cache held. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async (values: InvitationAccept) => {
      const { data } = await apiRequest({
        method: 'POST',
        path: '/portal/invitations/accept',
        body: values,
        schema: sessionResponseSchema,
      });
      setCsrfToken(data.csrf_token);
      return data;
    },
    // A wrong password is an answer for the form, not a reason to leave the page.
    meta: { allowUnauthenticated: true },
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, session);
    },
  });
}
