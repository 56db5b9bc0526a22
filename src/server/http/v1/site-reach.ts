import type { Context } from 'hono';
import { reachesRecord, type SiteReach } from '#server/domain/access/site-reach';
import { siteIdsOfFilter } from '#server/domain/lists/site-walks';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';

/** The sites the caller reaches: a site-limited member's, else every site (null). */
export function reachOf(c: Context<AppEnv>): SiteReach {
  return c.get('caller').member?.siteIds ?? null;
}

/** 404, as for a record that does not exist, when the part, order or invoice is at a site the caller does not reach. */
export async function requireReach(c: Context<AppEnv>, kind: 'part' | 'order' | 'invoice', id: string): Promise<void> {
  const reach = reachOf(c);
  if (reach === null) return;
  if (!(await reachesRecord(c.get('deps').db, c.get('caller').accountId, reach, kind, id))) throw notFound(kind);
}

/**
 * A list's `site_id` filter within the caller's reach: every site, the filter as asked; a limited
 * member, the sites asked that they reach (`outside`: those they do not, which the route treats as
 * no site of the account), or all of theirs when none is asked. `siteIds` empty: nothing to list.
 */
export function siteFilterWithin(
  reach: SiteReach,
  siteId: string | undefined,
): { siteId: string | undefined; siteIds: readonly string[] | undefined; outside: string[] } {
  const asked = siteIdsOfFilter(siteId);
  if (reach === null) return { siteId, siteIds: asked, outside: [] };
  const siteIds = asked ? asked.filter((id) => reach.includes(id)) : [...reach];
  const outside = asked ? asked.filter((id) => !reach.includes(id)) : [];
  return { siteId: siteIds.join(','), siteIds, outside };
}
