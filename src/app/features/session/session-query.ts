import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type Session } from '#contract/session';
import { ApiError } from '#app/lib/http/api-error';
import { setCsrfToken } from '#app/lib/http/csrf-token';
import { apiRequest } from '#app/lib/http/http-client';

export const sessionKey = ['session'] as const;

/** The signed-in session, or null when there is none (401 is an answer here, not an error). */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const { data } = await apiRequest({ path: '/portal/session', schema: sessionResponseSchema, signal });
    setCsrfToken(data.csrf_token);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
  queryFn: ({ signal }) => fetchSession(signal),
  // The session changes only by signing in or out, which update this cache directly.
  staleTime: 5 * 60_000,
});

/** For components under the signed-in layout, where the loader guarantees a session. */
export function useSession(): Session {
  const { data } = useSuspenseQuery(sessionQueryOptions);
  if (!data) throw new ApiError({ status: 401, code: 'unauthenticated', message: 'You are signed out.' });
  return data;
}
