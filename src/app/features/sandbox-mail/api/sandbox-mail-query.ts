import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  caughtMailListResponseSchema,
  caughtMailResponseSchema,
  type CaughtMail,
  type CaughtMailSummary,
} from '#contract/sandbox-mail';
import { apiRequest, buildUrl } from '#app/lib/http/http-client';

export const sandboxMailKeys = {
  all: ['sandbox-mail'] as const,
  list: () => [...sandboxMailKeys.all, 'list'] as const,
  detail: (id: string) => [...sandboxMailKeys.all, 'detail', id] as const,
};

/** The newest caught messages this member may read (sandbox servers only). */
export async function fetchSandboxMail(signal?: AbortSignal): Promise<CaughtMailSummary[]> {
  const { data } = await apiRequest({
    path: '/portal/sandbox-mail',
    query: { limit: 100 },
    schema: caughtMailListResponseSchema,
    signal,
  });
  return data;
}

/**
 * Where a message's HTML part is served as a page of its own, for a frame: under its own policy, so
 * its inline styles and images show (the portal's policy would block them in a srcdoc frame).
 */
/** The message's HTML part as a page to frame, in a mail program's light or dark colours. */
export function sandboxMailHtmlUrl(id: string, colours: 'light' | 'dark'): string {
  return buildUrl(`/portal/sandbox-mail/${encodeURIComponent(id)}/html?colours=${colours}`);
}

export async function fetchSandboxMailMessage(id: string, signal?: AbortSignal): Promise<CaughtMail> {
  const { data } = await apiRequest({
    path: `/portal/sandbox-mail/${encodeURIComponent(id)}`,
    schema: caughtMailResponseSchema,
    signal,
  });
  return data;
}

export const sandboxMailQueryOptions = queryOptions({
  queryKey: sandboxMailKeys.list(),
  queryFn: ({ signal }) => fetchSandboxMail(signal),
  // New mail arrives on its own (an invitation sent a moment ago): look again while the screen is open.
  refetchInterval: 5_000,
});

export function sandboxMailMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: sandboxMailKeys.detail(id),
    queryFn: ({ signal }) => fetchSandboxMailMessage(id, signal),
    // A caught message never changes.
    staleTime: Infinity,
  });
}

export function useSandboxMail(): CaughtMailSummary[] {
  return useSuspenseQuery(sandboxMailQueryOptions).data;
}

export function useSandboxMailMessage(id: string): CaughtMail {
  return useSuspenseQuery(sandboxMailMessageQueryOptions(id)).data;
}
