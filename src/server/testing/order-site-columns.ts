import type { DbOrTx } from '#server/db/client';
import type { PickupSiteSnapshot } from '#server/db/schema/orders';
import { pickupSiteOf } from '#server/domain/orders/order-site';
import { findSiteRow, homeSiteOf } from '#server/domain/sites/site-queries';

/** The site columns of an order a test inserts itself: the account's home site and its snapshot. */
export async function orderSiteColumns(
  db: DbOrTx,
  accountId: string,
): Promise<{ siteId: string; pickupSite: PickupSiteSnapshot }> {
  const site = (await findSiteRow(db, accountId, await homeSiteOf(db, accountId)))!;
  return { siteId: site.id, pickupSite: pickupSiteOf(site) };
}
