import { queryOptions, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';
import { fetchResourceCount, resourceCountKey } from './resource-count-query';

/**
 * Sites read this recently are the same read: the loader's, or the header's switcher's on the same
 * page load. An older list is read again, so a part registered, moved or retired since is counted.
 */
const SAME_READ_MS = 1_000;

/**
 * Every part of the account (or of the site in scope): the sum of the sites' part counts, which
 * count the same parts as GET /v1/parts (retired ones included; an archived site has none, its parts
 * moved). The sites list is read for the header's switcher anyway, so the tile costs no request of
 * its own, and the overview has one for its scheduled pickups. A server without sites (or a failed
 * sites read: not retried here, the count is asked at once) is asked for the count.
 */
export function partsTotalQueryOptions(queryClient: QueryClient, site?: string) {
  return queryOptions({
    queryKey: resourceCountKey('parts', undefined, site),
    queryFn: async ({ signal }) => {
      const sites = await queryClient
        .fetchQuery({ ...sitesQueryOptions('active'), staleTime: SAME_READ_MS, retry: false })
        .catch(() => null);
      const counted = sites?.filter((candidate) => site === undefined || candidate.id === site);
      if (counted && counted.length > 0) return counted.reduce((total, candidate) => total + candidate.part_count, 0);
      return fetchResourceCount('parts', undefined, signal, site);
    },
  });
}

export function usePartsTotal(site?: string): number {
  return useSuspenseQuery(partsTotalQueryOptions(useQueryClient(), site)).data;
}
