import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { invitationPreviewResponseSchema, type InvitationPreview } from '#contract/members';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

/** Why a link leads nowhere: words for each, not an error screen. */
export type InvitationGone = 'expired' | 'revoked' | 'used' | 'unknown';
export type InvitationLookup = { preview: InvitationPreview } | { gone: InvitationGone };

const GONE_CODES: Record<string, InvitationGone> = {
  invitation_expired: 'expired',
  invitation_revoked: 'revoked',
  invitation_used: 'used',
  not_found: 'unknown',
};

export const invitationPreviewKeys = {
  preview: (token: string) => [...resourceKeys.invitations, 'preview', token] as const,
};

/** The token goes in a POST body, never a query string a log would keep. */
export async function fetchInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationLookup> {
  try {
    const { data } = await apiRequest({
      method: 'POST',
      path: '/portal/invitations/preview',
      body: { token },
      schema: invitationPreviewResponseSchema,
      signal,
    });
    return { preview: data };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 410 || error.status === 422)) {
      return { gone: GONE_CODES[error.code] ?? 'unknown' };
    }
    throw error;
  }
}

export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationPreviewKeys.preview(token),
    queryFn: ({ signal }) => fetchInvitationPreview(token, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useInvitationPreview(token: string): InvitationLookup {
  return useSuspenseQuery(invitationPreviewQueryOptions(token)).data;
}
