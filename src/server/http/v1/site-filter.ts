import type { DbOrTx } from '#server/db/client';
import { siteIdsOfFilter } from '#server/domain/lists/site-walks';
import { unknownSiteIds } from '#server/domain/sites/site-checks';
import { ApiError } from '#server/api-error';

/** A list's `site_id` filter names sites of the account (archived ones included), else 400 naming the others. */
export async function checkSiteFilter(db: DbOrTx, accountId: string, siteId: string | undefined): Promise<void> {
  const ids = siteIdsOfFilter(siteId);
  if (!ids) return;
  const unknown = await unknownSiteIds(db, accountId, ids);
  if (unknown.length === 0) return;
  const message = `site_id names no site of this account: ${unknown.join(', ')}.`;
  throw new ApiError('invalid_parameter', message, [{ field: 'site_id', code: 'not_found', message }]);
}
