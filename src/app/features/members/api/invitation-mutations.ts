import { useQueryClient } from '@tanstack/react-query';
import { invitationResponseSchema, type InvitationCreate } from '#contract/members';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { invitationsKeys } from './invitations-query';

const invitationPath = (id: string) => `/portal/invitations/${encodeURIComponent(id)}`;

export function useInvite(onSent: () => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: (values: InvitationCreate, idempotencyKey) =>
      apiRequest({ method: 'POST', path: '/portal/invitations', body: values, schema: invitationResponseSchema, idempotencyKey }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invitationsKeys.all });
      onSent();
    },
  });
}

/** A new link (the old one stops working) and a new 7 days. */
export function useResendInvitation(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => apiRequest({ method: 'POST', path: `${invitationPath(id)}/resend`, schema: invitationResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKeys.all }),
  });
}

export function useRevokeInvitation(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: invitationPath(id), schema: null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKeys.all }),
  });
}
