import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { invitationListResponseSchema, type Invitation } from '#contract/members';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const invitationsKeys = {
  all: resourceKeys.invitations,
  list: () => [...resourceKeys.invitations, 'list'] as const,
};

/** Pending and expired invitations (accepted and revoked ones leave the list). */
export async function fetchInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  const { data } = await apiRequest({ path: '/portal/invitations', schema: invitationListResponseSchema, signal });
  return data;
}

export const invitationsQueryOptions = queryOptions({
  queryKey: invitationsKeys.list(),
  queryFn: ({ signal }) => fetchInvitations(signal),
});

export function useInvitations(): Invitation[] {
  return useSuspenseQuery(invitationsQueryOptions).data;
}
