import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { invoices } from '#server/db/schema/invoices';
import { orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';

/**
 * The sites a caller reaches: null for every site of the account (API keys, members of every
 * site), else exactly these. A record at another site is, to that caller, no record at all.
 */
export type SiteReach = readonly string[] | null;

export function reaches(reach: SiteReach, siteId: string | null | undefined): boolean {
  return reach === null || (siteId != null && reach.includes(siteId));
}

const tables = {
  part: { table: parts, id: parts.id, accountId: parts.accountId, siteId: parts.siteId },
  order: { table: orders, id: orders.id, accountId: orders.accountId, siteId: orders.siteId },
  invoice: { table: invoices, id: invoices.id, accountId: invoices.accountId, siteId: invoices.siteId },
};

/**
 * Whether the account's part, order or invoice is at a site the caller reaches. A caller of every
 * site asks nothing (the route's own read answers 404 for another account's record); only a
 * site-limited member's request pays this one primary-key read.
 */
export async function reachesRecord(
  db: DbOrTx,
  accountId: string,
  reach: SiteReach,
  kind: keyof typeof tables,
  id: string,
): Promise<boolean> {
  if (reach === null) return true;
  const t = tables[kind];
  const [row] = await db
    .select({ siteId: t.siteId })
    .from(t.table)
    .where(and(eq(t.id, id), eq(t.accountId, accountId)));
  return row !== undefined && reaches(reach, row.siteId);
}
