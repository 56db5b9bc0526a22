import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#app/lib/http/api-error';
import { setCsrfToken } from '#app/lib/http/csrf-token';
import { apiRequest } from '#app/lib/http/http-client';
import { clearDrafts } from '#app/lib/storage/portal-drafts';
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

/** After signing out: nothing of the session stays in the browser, and the layout sees no session. */
export function forgetSession(queryClient: QueryClient): void {
  setCsrfToken(null);
  clearDrafts();
  queryClient.clear();
  queryClient.setQueryData(sessionKey, null);
}
