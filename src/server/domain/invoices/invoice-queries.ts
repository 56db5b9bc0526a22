import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from '#contract/invoices';
import type { DbOrTx } from '#server/db/client';
import { invoiceCounts, invoiceLineItems, invoices } from '#server/db/schema/invoices';
import { orders } from '#server/db/schema/orders';
import { countByDays } from '#server/domain/wear/day-counts';
import { withinDays } from '#server/domain/lists/date-range';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';
import { MERGED_NEWEST_FIRST, siteIdsOfFilter, withCarriedTotal } from '#server/domain/lists/site-walks';
import type { InvoiceLineRow, InvoiceOrderRefs, InvoiceRow } from './invoice-mappers';

type InvoiceWithRefs = InvoiceRow & Required<InvoiceOrderRefs>;

/** An invoice with its order's number and purchase-order reference. */
const withOrderRefs = {
  ...getTableColumns(invoices),
  orderNumber: orders.orderNumber,
  purchaseOrder: orders.purchaseOrder,
};

export interface InvoiceFilters {
  status?: InvoiceStatus;
  from?: string;
  to?: string;
  /** The invoices of these sites' orders: ids separated by commas. */
  site_id?: string;
}

/**
 * The invoice date is its creation time, so from/to filter on created_at. With sites, one walk per
 * site along invoices_account_site_created_idx, each stopping after a page, merged newest first.
 */
export async function listInvoices(
  db: DbOrTx,
  accountId: string,
  filters: InvoiceFilters,
  request: PageRequest,
): Promise<Page<InvoiceWithRefs>> {
  const filtered = and(
    filters.status ? eq(invoices.status, filters.status) : undefined,
    withinDays(invoices.createdAt, filters.from, filters.to),
  );
  const siteIds = siteIdsOfFilter(filters.site_id);
  if (siteIds) return listSiteInvoices(db, accountId, siteIds, filtered, request);
  const matching = and(eq(invoices.accountId, accountId), filtered);
  const [rows, total] = await Promise.all([
    db
      .select(withOrderRefs)
      .from(invoices)
      .leftJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(matching, afterPosition(invoices.createdAt, invoices.id, request.after)))
      .orderBy(...newestFirst(invoices.createdAt, invoices.id))
      .limit(request.limit + 1),
    countByDays(db, invoiceCounts, accountId, filters),
  ]);
  return toPage(rows, total, request);
}

async function listSiteInvoices(
  db: DbOrTx,
  accountId: string,
  siteIds: readonly string[],
  filtered: SQL | undefined,
  request: PageRequest,
): Promise<Page<InvoiceWithRefs>> {
  const pageRows = request.limit + 1;
  const branches = siteIds.map((siteId) =>
    db
      .select(withOrderRefs)
      .from(invoices)
      .leftJoin(orders, eq(orders.id, invoices.orderId))
      .where(
        and(
          eq(invoices.accountId, accountId),
          eq(invoices.siteId, siteId),
          filtered,
          afterPosition(invoices.createdAt, invoices.id, request.after),
        ),
      )
      .orderBy(...newestFirst(invoices.createdAt, invoices.id))
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
    (await db.$count(invoices, and(eq(invoices.accountId, accountId), inArray(invoices.siteId, [...siteIds]), filtered)));
  return withCarriedTotal(toPage(await rows, total, request));
}

export interface InvoiceWithLines {
  row: InvoiceWithRefs;
  lines: InvoiceLineRow[];
}

/** accountId null: the content host, which is authorised by the signed link instead. */
export async function findInvoice(db: DbOrTx, accountId: string | null, invoiceId: string): Promise<InvoiceWithLines | null> {
  const [row] = await db
    .select(withOrderRefs)
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), accountId === null ? undefined : eq(invoices.accountId, accountId)));
  if (!row) return null;
  const lines = await db
    .select()
    .from(invoiceLineItems)
    .where(eq(invoiceLineItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceLineItems.position));
  return { row, lines };
}
