import { and, asc, count, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Order, OrderListStatus, OrderTimelineEntry } from '#contract/orders';
import type { DbOrTx } from '#server/db/client';
import { invoices } from '#server/db/schema/invoices';
import { orderCounts, orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { countByDays } from '#server/domain/wear/day-counts';
import { withinDays } from '#server/domain/lists/date-range';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';
import { siteIdsOfFilter } from '#server/domain/lists/site-walks';
import { listSiteOrders } from './order-site-list';
import { toOrder, toTimelineEntry, type OrderRow, type OrderTimelineRow } from './order-mappers';

export interface OrderFilters {
  status?: OrderListStatus;
  from?: string;
  to?: string;
  pickup_from?: string;
  pickup_to?: string;
  /** The orders of these sites: ids separated by commas. */
  site_id?: string;
}

/**
 * Newest first; with a pickup range (pickup_from and pickup_to, checked by the route), the
 * pickups in it, earliest first, by keyset along (account_id, pickup_window_start, id): the
 * cursor's time is then the window's start. With sites, each site's orders are walked on their
 * own index and merged (order-site-list.ts).
 */
export async function listOrders(
  db: DbOrTx,
  accountId: string,
  filters: OrderFilters,
  request: PageRequest,
): Promise<Page<OrderRow>> {
  if (filters.pickup_from !== undefined && filters.pickup_to !== undefined)
    return listPickups(db, accountId, filters, { from: filters.pickup_from, to: filters.pickup_to }, request);
  const siteIds = siteIdsOfFilter(filters.site_id);
  const filtered = and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    withinDays(orders.createdAt, filters.from, filters.to),
  );
  if (siteIds) return listSiteOrders(db, accountId, siteIds, filtered, request);
  const matching = and(eq(orders.accountId, accountId), filtered);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(matching, afterPosition(orders.createdAt, orders.id, request.after)))
      .orderBy(...newestFirst(orders.createdAt, orders.id))
      .limit(request.limit + 1),
    countByDays(db, orderCounts, accountId, filters),
  ]);
  return toPage(rows, total, request);
}

async function listPickups(
  db: DbOrTx,
  accountId: string,
  filters: OrderFilters,
  range: { from: string; to: string },
  request: PageRequest,
): Promise<Page<OrderRow>> {
  const matching = and(
    eq(orders.accountId, accountId),
    gte(orders.pickupWindowStart, new Date(range.from)),
    lt(orders.pickupWindowStart, new Date(range.to)),
    filters.status ? eq(orders.status, filters.status) : undefined,
    withinDays(orders.createdAt, filters.from, filters.to),
    filters.site_id === undefined ? undefined : inArray(orders.siteId, siteIdsOfFilter(filters.site_id)!),
  );
  const after = request.after;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(
        and(
          matching,
          after
            ? sql`(${orders.pickupWindowStart}, ${orders.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(orders.pickupWindowStart), asc(orders.id))
      .limit(request.limit + 1),
    // A range of at most PICKUP_RANGE_MAX_DAYS holds a bounded number of pickups (each window has a few seats).
    db.select({ n: count() }).from(orders).where(matching),
  ]);
  const page = toPage(
    rows.map((row) => ({ ...row, createdAt: row.pickupWindowStart, row })),
    counted?.n ?? 0,
    request,
  );
  return { ...page, items: page.items.map((item) => item.row) };
}

export async function findOrderRow(db: DbOrTx, accountId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)));
  return row;
}

function timelineRows(db: DbOrTx, orderId: string): Promise<OrderTimelineRow[]> {
  return db
    .select()
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId))
    .orderBy(asc(orderTimeline.occurredAt), asc(orderTimeline.id));
}

/**
 * The full order of an already loaded row: its parts (in the order given) and its timeline. One read
 * after the other: every order write calls this inside its transaction, whose one PostgreSQL
 * connection takes a query only once the one before has answered (node-postgres would queue the
 * rest, which it warns about and pg 9 refuses).
 */
export async function loadOrder(db: DbOrTx, row: OrderRow): Promise<Order> {
  const partRows = await db
    .select(getTableColumns(parts))
    .from(orderParts)
    .innerJoin(parts, eq(parts.id, orderParts.partId))
    .where(eq(orderParts.orderId, row.id))
    .orderBy(asc(orderParts.position));
  const timeline = await timelineRows(db, row.id);
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, row.id)).limit(1);
  return toOrder(row, partRows, timeline, invoice?.id ?? null);
}

export async function getOrder(db: DbOrTx, accountId: string, orderId: string): Promise<Order | null> {
  const row = await findOrderRow(db, accountId, orderId);
  return row ? loadOrder(db, row) : null;
}

export async function getOrderTimeline(db: DbOrTx, accountId: string, orderId: string): Promise<OrderTimelineEntry[] | null> {
  const row = await findOrderRow(db, accountId, orderId);
  if (!row) return null;
  return (await timelineRows(db, orderId)).map(toTimelineEntry);
}
