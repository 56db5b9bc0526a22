import { useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type SignIn } from '#contract/portal';
import { setCsrfToken } from '#app/lib/http/csrf-token';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { sessionKey } from './session-query';

export async function signIn(credentials: SignIn) {
  const { data } = await apiRequest({
    method: 'POST',
    path: '/portal/session',
    body: credentials,
    schema: sessionResponseSchema,
  });
  setCsrfToken(data.csrf_token);
  return data;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: signIn,
    // Wrong credentials are an answer for the form, not a reason to leave the page.
    meta: { allowUnauthenticated: true },
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(sessionKey, session);
    },
  });
}
