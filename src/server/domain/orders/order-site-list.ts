import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema/orders';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';
import { MERGED_NEWEST_FIRST, withCarriedTotal } from '#server/domain/lists/site-walks';
import type { OrderRow } from './order-mappers';

/**
 * The orders of some sites, newest first: one walk per site along orders_account_site_created_idx
 * that stops after a page, merged newest first (as `GET /v1/parts?site_id=` does), so a deep page
 * costs what the first does and nothing is sorted but the merged pages.
 */
export async function listSiteOrders(
  db: DbOrTx,
  accountId: string,
  siteIds: readonly string[],
  matching: SQL | undefined,
  request: PageRequest,
): Promise<Page<OrderRow>> {
  const pageRows = request.limit + 1;
  const branches = siteIds.map((siteId) =>
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.accountId, accountId),
          eq(orders.siteId, siteId),
          matching,
          afterPosition(orders.createdAt, orders.id, request.after),
        ),
      )
      .orderBy(...newestFirst(orders.createdAt, orders.id))
      .limit(pageRows),
  );
  const [first, second, ...rest] = branches;
  const rows = second
    ? unionAll(first!, second, ...rest)
        .orderBy(...MERGED_NEWEST_FIRST)
        .limit(pageRows)
    : first!;
  const total =
    request.after?.total ??
    (await db.$count(orders, and(eq(orders.accountId, accountId), inArray(orders.siteId, [...siteIds]), matching)));
  return withCarriedTotal(toPage(await rows, total, request));
}
