import { infiniteQueryOptions, queryOptions, useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { auditEventListResponseSchema } from '#contract/audit';
import type { PageCall } from '#app/lib/csv/collect-pages';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { auditQueryOf, type AuditSearch } from '#app/features/audit/audit-search';

export const AUDIT_PAGE = 50;

export const auditKeys = {
  all: resourceKeys.auditEvents,
  list: (search: AuditSearch) => [...auditKeys.all, 'list', search] as const,
  availability: () => [...auditKeys.all, 'availability'] as const,
};

/** One page of the filtered log, newest first (also the CSV export's walk). */
export function fetchAuditPage(search: AuditSearch, call: Partial<PageCall> = {}) {
  return apiRequest({
    path: '/v1/audit-events',
    query: { ...auditQueryOf(search), limit: call.limit ?? AUDIT_PAGE, after: call.after },
    schema: auditEventListResponseSchema,
    signal: call.signal,
    onRateLimit: call.onRateLimit,
  });
}

export function auditEventsQueryOptions(search: AuditSearch) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(search),
    queryFn: ({ pageParam, signal }) => fetchAuditPage(search, { after: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    // No maxPages: "Load more" grows one table a person reads from the top, so no page may drop off
    // it; a long range is for Export CSV, which walks its own pages.
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
}

export function useAuditEvents(search: AuditSearch) {
  const query = useSuspenseInfiniteQuery(auditEventsQueryOptions(search));
  return { ...query, entries: query.data.pages.flatMap((page) => page.data), total: query.data.pages[0]?.meta.total ?? 0 };
}

/**
 * Whether this server keeps an audit log: true, or false from a v1 server without the extension
 * (it answers 404 or 400 there). A session without audit:read never asks.
 */
export const auditAvailabilityQueryOptions = queryOptions({
  queryKey: auditKeys.availability(),
  queryFn: async ({ signal }) => {
    try {
      await apiRequest({ path: '/v1/audit-events', query: { limit: 1 }, schema: auditEventListResponseSchema, signal });
      return true;
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) return false;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useAuditAvailability(enabled: boolean) {
  return useQuery({ ...auditAvailabilityQueryOptions, enabled, retry: false });
}
