import { and, eq, inArray } from 'drizzle-orm';
import type { OpenOrderRef } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { orderParts, orders } from '#server/db/schema/orders';

/** The open order each part is in (at most one: order_parts_one_open_order_idx), by part id. */
export async function openOrdersOf(db: DbOrTx, partIds: readonly string[]): Promise<Map<string, OpenOrderRef>> {
  if (partIds.length === 0) return new Map();
  const rows = await db
    .select({ partId: orderParts.partId, id: orders.id, orderNumber: orders.orderNumber })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(inArray(orderParts.partId, [...partIds]), eq(orderParts.open, true)));
  return new Map(rows.map((row) => [row.partId, { id: row.id, order_number: row.orderNumber }]));
}
