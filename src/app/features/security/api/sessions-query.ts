import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { personSessionListResponseSchema, type PersonSession } from '#contract/sign-in-security';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';

export const personSessionsKey = ['person-sessions'] as const;

/** The signed-in person's live sessions; null from a server without the list (404), whose screen hides it. */
export async function fetchPersonSessions(signal?: AbortSignal): Promise<PersonSession[] | null> {
  try {
    const { data } = await apiRequest({ path: '/portal/sessions', schema: personSessionListResponseSchema, signal });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const personSessionsQueryOptions = queryOptions({
  queryKey: personSessionsKey,
  queryFn: ({ signal }) => fetchPersonSessions(signal),
});

export function usePersonSessions(): PersonSession[] | null {
  return useSuspenseQuery(personSessionsQueryOptions).data;
}
