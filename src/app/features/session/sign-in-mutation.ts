import { useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type SignIn } from '../../../contract/portal';
import { setCsrfToken } from '../../lib/csrf-token';
import { apiRequest } from '../../lib/http-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
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
