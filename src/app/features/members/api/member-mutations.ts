import { useQueryClient } from '@tanstack/react-query';
import { memberResponseSchema, type MemberUpdate } from '#contract/members';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { membersKeys } from './members-query';

const memberPath = (id: string) => `/portal/members/${encodeURIComponent(id)}`;

export function useUpdateMember(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (update: MemberUpdate) =>
      apiRequest({ method: 'PATCH', path: memberPath(id), body: update, schema: memberResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}

/** Removing a member, or leaving when it is yourself: then nothing is read again, the session can no longer read it. */
export function useRemoveMember(id: string, leaving: boolean) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: memberPath(id), schema: null }),
    onSuccess: () => (leaving ? undefined : queryClient.invalidateQueries({ queryKey: membersKeys.all })),
  });
}

/** The member becomes an owner and the caller an admin, so the caller's own session changes too. */
export function useMakeOwner(id: string, onSessionChanged: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => apiRequest({ method: 'POST', path: `${memberPath(id)}/make-owner`, schema: memberResponseSchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: membersKeys.all }), onSessionChanged()]),
  });
}
