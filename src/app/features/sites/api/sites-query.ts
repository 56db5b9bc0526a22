import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { siteListResponseSchema, type Site } from '#contract/sites';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export type SiteStatusFilter = 'active' | 'archived';

/**
 * Read when asked, not when the module loads: this file has a chunk of its own that the shared
 * screens chunk (where the query keys live) imports while it is still loading.
 */
export const sitesKeys = {
  get all() {
    return resourceKeys.sites;
  },
  list: (status: SiteStatusFilter) => [...resourceKeys.sites, 'list', status] as const,
};

/** A v1 server without the sites extension answers one of these (an unknown path or a query it does not take). */
const ABSENT = new Set([400, 404, 405, 501]);
/** An account has a handful of sites; a bound keeps a runaway cursor from looping. */
const MAX_PAGES = 20;

/**
 * Every site of the account in one status (all pages: a settings list, not an endless one), or
 * null from a v1 server without sites: the portal then leaves sites out.
 */
export async function fetchSites(status: SiteStatusFilter, signal?: AbortSignal): Promise<Site[] | null> {
  const sites: Site[] = [];
  let after: string | undefined;
  try {
    for (let page = 0; page < MAX_PAGES; page++) {
      const { data, meta } = await apiRequest({
        path: '/v1/sites',
        query: { status, limit: 100, after },
        schema: siteListResponseSchema,
        signal,
      });
      sites.push(...data);
      if (!meta.next_cursor) break;
      after = meta.next_cursor;
    }
  } catch (error) {
    if (isApiError(error) && ABSENT.has(error.status)) return null;
    throw error;
  }
  return sites;
}

export function sitesQueryOptions(status: SiteStatusFilter) {
  return queryOptions({ queryKey: sitesKeys.list(status), queryFn: ({ signal }) => fetchSites(status, signal) });
}

export function useSites(status: SiteStatusFilter): Site[] | null {
  return useSuspenseQuery(sitesQueryOptions(status)).data;
}

/** Without suspending: for the Settings page, which shows its sites section once the server has said it has them. */
export function useSitesAvailability() {
  return useQuery({ ...sitesQueryOptions('active'), retry: false });
}
