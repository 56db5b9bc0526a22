import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Order, OrderListStatus, OrderTimelineEntry } from '#contract/orders';
import type { DbOrTx } from '#server/db/client';
import { invoices } from '#server/db/schema/invoices';
import { orderCounts, orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { countByDays } from '#server/domain/wear/day-counts';
import { withinDays } from '#server/domain/lists/date-range';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';
import { toOrder, toTimelineEntry, type OrderRow, type OrderTimelineRow } from './order-mappers';

export interface OrderFilters {
  status?: OrderListStatus;
  from?: string;
  to?: string;
}

export async function listOrders(
  db: DbOrTx,
  accountId: string,
  filters: OrderFilters,
  request: PageRequest,
): Promise<Page<OrderRow>> {
  const matching = and(
    eq(orders.accountId, accountId),
    filters.status ? eq(orders.status, filters.status) : undefined,
    withinDays(orders.createdAt, filters.from, filters.to),
  );
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
