import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { recordEnvelope } from '#contract/base-schemas';
import type { SignIn } from '#contract/portal';
import { sessionResponseSchema, twoFactorRequiredSchema, type Session } from '#contract/session';
import { setCsrfToken } from '#app/lib/http/csrf-token';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { sessionKey } from './session-query';

/** A password is enough (a session), or the person has two-factor on and a code must follow. */
export type SignInAnswer = { session: Session } | { twoFactorRequired: true };

const signInAnswerSchema = z.union([sessionResponseSchema, recordEnvelope(twoFactorRequiredSchema)]);

export async function signIn(credentials: SignIn): Promise<SignInAnswer> {
  const { data } = await apiRequest({ method: 'POST', path: '/portal/session', body: credentials, schema: signInAnswerSchema });
  if ('two_factor_required' in data) return { twoFactorRequired: true };
  setCsrfToken(data.csrf_token);
  return { session: data };
}

/** The second step: the challenge rides in an HttpOnly cookie the password step set; no CSRF token exists yet. */
export async function verifyTwoFactor(code: string): Promise<Session> {
  const { data } = await apiRequest({
    method: 'POST',
    path: '/portal/session/two-factor',
    body: { code },
    schema: sessionResponseSchema,
  });
  setCsrfToken(data.csrf_token);
  return data;
}

function useStartSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.clear();
    queryClient.setQueryData(sessionKey, session);
  };
}

export function useSignIn() {
  const start = useStartSession();
  return useSingleFlightMutation({
    mutationFn: signIn,
    // Wrong credentials are an answer for the form, not a reason to leave the page.
    meta: { allowUnauthenticated: true },
    onSuccess: (answer) => {
      if ('session' in answer) start(answer.session);
    },
  });
}

export function useVerifyTwoFactor() {
  const start = useStartSession();
  return useSingleFlightMutation({
    mutationFn: verifyTwoFactor,
    // A wrong code or an expired challenge is an answer for the form too.
    meta: { allowUnauthenticated: true },
    onSuccess: start,
  });
}
