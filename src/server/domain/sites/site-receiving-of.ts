import type { DbOrTx } from '#server/db/client';
import type { SiteReceiving } from '#server/domain/pickup-windows/site-receiving';
import { findSiteRow, type SiteRow } from './site-queries';

/** When a site can hand parts over, as the pickup-window checks read it. */
export function receivingOf(row: Pick<SiteRow, 'timeZone' | 'receivingHours' | 'closedDates'>): SiteReceiving {
  return { timeZone: row.timeZone, receivingHours: row.receivingHours, closedDates: row.closedDates };
}

/** When the account's site can hand parts over, for the pickup windows; undefined when it has no site by that id. */
export async function siteReceivingOf(db: DbOrTx, accountId: string, siteId: string): Promise<SiteReceiving | undefined> {
  const row = await findSiteRow(db, accountId, siteId);
  return row && receivingOf(row);
}
