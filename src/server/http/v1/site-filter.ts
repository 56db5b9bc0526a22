import type { DbOrTx } from '#server/db/client';
import type { SiteReach } from '#server/domain/access/site-reach';
import { siteIdsOfFilter } from '#server/domain/lists/site-walks';
import { unknownSiteIds } from '#server/domain/sites/site-checks';
import { ApiError } from '#server/api-error';
import { siteFilterWithin } from './site-reach';

/**
 * A list's `site_id` filter names sites of the account (archived ones included), else 400 naming the others;
 * a site-limited member's also names only their sites (another is answered as no site of the account).
 * Answers the sites to walk: undefined for the whole account, else these (a limited member's all when unnamed).
 */
export async function checkSiteFilter(
  db: DbOrTx,
  accountId: string,
  siteId: string | undefined,
  reach: SiteReach = null,
): Promise<string | undefined> {
  const within = siteFilterWithin(reach, siteId);
  const ids = siteIdsOfFilter(siteId);
  if (!ids) return within.siteId;
  const unknown = [...within.outside, ...(within.siteIds?.length ? await unknownSiteIds(db, accountId, within.siteIds) : [])];
  if (unknown.length === 0) return within.siteId;
  const named = ids.filter((id) => unknown.includes(id));
  const message = `site_id names no site of this account: ${named.join(', ')}.`;
  throw new ApiError('invalid_parameter', message, [{ field: 'site_id', code: 'not_found', message }]);
}
