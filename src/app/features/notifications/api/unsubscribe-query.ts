import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unsubscribeAnswerSchema } from '#contract/notifications';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>['data'];
/** What a link is about, or that it is not a link this server made (unknown, tampered or cut short). */
export type UnsubscribeLookup = { answer: UnsubscribeAnswer } | { invalid: true };

/** A refusal that means "not a valid link": words for the page, not an error screen. */
const INVALID = new Set([400, 404, 410, 422]);

export const unsubscribeKeys = {
  link: (token: string) => [...resourceKeys.unsubscribeLinks, token] as const,
};

export const unsubscribePath = (token: string) => `/portal/unsubscribe/${encodeURIComponent(token)}`;

export async function fetchUnsubscribeLink(token: string, signal?: AbortSignal): Promise<UnsubscribeLookup> {
  try {
    const { data } = await apiRequest({ path: unsubscribePath(token), schema: unsubscribeAnswerSchema, signal });
    return { answer: data };
  } catch (error) {
    if (isApiError(error) && INVALID.has(error.status)) return { invalid: true };
    throw error;
  }
}

export function unsubscribeLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: unsubscribeKeys.link(token),
    queryFn: ({ signal }) => fetchUnsubscribeLink(token, signal),
    staleTime: Infinity,
    retry: false,
    // No session is needed: a 401 here is never a reason to send the reader to sign-in.
    meta: { allowUnauthenticated: true },
  });
}

export function useUnsubscribeLink(token: string): UnsubscribeLookup {
  return useSuspenseQuery(unsubscribeLinkQueryOptions(token)).data;
}
