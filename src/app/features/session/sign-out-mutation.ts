import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '#app/lib/http/api-error';
import { setCsrfToken } from '#app/lib/http/csrf-token';
import { apiRequest } from '#app/lib/http/http-client';
import { clearDrafts } from '#app/lib/storage/portal-drafts';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { sessionKey } from './session-query';

/**
 * A 401 means the session is already gone: a sign-out whose answer was lost on the way
 * back ended it on the server, so the retry must finish signing out, not report a failure.
 */
export async function signOut(): Promise<void> {
  try {
    await apiRequest({ method: 'DELETE', path: '/portal/session', schema: null });
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleFlightMutation({
    mutationFn: signOut,
    meta: { allowUnauthenticated: true },
    onSuccess: async () => {
      setCsrfToken(null);
      clearDrafts();
      queryClient.clear();
      queryClient.setQueryData(sessionKey, null);
      await navigate({ to: '/sign-in', search: {} });
    },
  });
}
