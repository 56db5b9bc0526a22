import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  passwordResetPreviewResponseSchema,
  type PasswordResetComplete,
  type PasswordResetPreview,
} from '#contract/sign-in-security';
import { isApiError } from '#app/lib/http/api-error';
import { setCsrfToken } from '#app/lib/http/csrf-token';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { sessionKey } from '#app/features/session/session-query';

/** Why a reset link leads nowhere: words for each, not an error screen. */
export type ResetLinkGone = 'unknown' | 'expired' | 'used';
export type ResetLinkLookup = { preview: PasswordResetPreview } | { gone: ResetLinkGone };

/** A 404 or 410 from lookup or complete: which way the link is gone, else null. */
export function resetLinkGone(error: unknown): ResetLinkGone | null {
  if (!isApiError(error)) return null;
  if (error.code === 'password_reset_expired') return 'expired';
  if (error.code === 'password_reset_used') return 'used';
  return error.status === 404 || error.status === 410 ? 'unknown' : null;
}

export async function lookUpResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkLookup> {
  try {
    // A POST so the token travels in the body, never in a URL a proxy might log.
    const { data } = await apiRequest({
      method: 'POST',
      path: '/portal/password-reset/preview',
      body: { token },
      schema: passwordResetPreviewResponseSchema,
      signal,
    });
    return { preview: data };
  } catch (error) {
    const gone = resetLinkGone(error);
    if (gone) return { gone };
    throw error;
  }
}

export function resetLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['password-reset', token] as const,
    queryFn: ({ signal }) => lookUpResetLink(token, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useResetLink(token: string): ResetLinkLookup {
  return useSuspenseQuery(resetLinkQueryOptions(token)).data;
}

const acceptedSchema = z.object({ data: z.object({ status: z.string() }) });

/** Answered 202 whatever the address: the page never learns whether an account uses it. */
export function useRequestPasswordReset() {
  return useSingleFlightMutation({
    mutationFn: (email: string) =>
      apiRequest({ method: 'POST', path: '/portal/password-reset', body: { email }, schema: acceptedSchema }),
    meta: { allowUnauthenticated: true },
  });
}

/** Every session of the person ends: nothing is cached for them afterwards. */
export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: PasswordResetComplete) =>
      apiRequest({ method: 'POST', path: '/portal/password-reset/complete', body, schema: null }),
    meta: { allowUnauthenticated: true },
    onSuccess: () => {
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
