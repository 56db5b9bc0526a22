import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { Site } from '#contract/sites';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';

/**
 * The site in the URL when it is an active site of the account; otherwise (no site asked for, a
 * server without sites, an archived or unknown id) every site: the lists then show all parts
 * rather than an empty or failed screen, and the switcher says "All sites".
 */
export function siteInScope(site: string | undefined, activeSites: readonly Site[] | null | undefined): string | undefined {
  return site !== undefined && activeSites?.some((candidate) => candidate.id === site) ? site : undefined;
}

/** For a route loader: waits for the sites list only when the URL names a site. */
export async function loadSiteInScope(queryClient: QueryClient, site: string | undefined): Promise<string | undefined> {
  if (site === undefined) return undefined;
  try {
    return siteInScope(site, await queryClient.ensureQueryData(sitesQueryOptions('active')));
  } catch {
    // The sites list failed to load: show every site's records rather than fail the screen.
    return undefined;
  }
}

/** The site the screen shows (see siteInScope), from the URL of any portal screen. */
export function useSiteInScope(): string | undefined {
  const { site } = useSearch({ strict: false });
  const { data } = useQuery({ ...sitesQueryOptions('active'), enabled: site !== undefined });
  return siteInScope(site, data);
}
