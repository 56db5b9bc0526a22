import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders';
import type { Db, DbOrTx } from '../../db/client';
import { orderParts, orders, orderTimeline, partHistory, parts } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { newId } from '../ids';
import { issueInvoice } from '../invoices/issue-invoice';
import { refreshAfterService } from '../parts/part-forecast-refresh';
import type { PartRow } from '../parts/part-mappers';
import type { OrderRow } from './order-mappers';
import { loadOrder } from './order-queries';
import { stepAfter, type OrderStep } from './order-steps';
import { sharpen } from './sharpening';

function orderPartRows(tx: DbOrTx, orderId: string): Promise<PartRow[]> {
  return tx
    .select(getTableColumns(parts))
    .from(orderParts)
    .innerJoin(parts, eq(parts.id, orderParts.partId))
    .where(eq(orderParts.orderId, orderId))
    .orderBy(orderParts.position);
}

/** The service itself: one history entry per part, wear down, one more sharpening (two statements for any number of parts). */
async function recordSharpening(tx: DbOrTx, order: OrderRow, partRows: PartRow[], step: OrderStep, now: Date) {
  if (partRows.length === 0) return;
  const outcomes = partRows.map((part) => ({ part, ...sharpen(part) }));
  await tx.insert(partHistory).values(
    outcomes.map(({ part, wearBefore, wearAfter, technicianNotes }) => ({
      id: newId('history'),
      partId: part.id,
      accountId: part.accountId,
      orderId: order.id,
      serviceType: 'sharpening',
      wearBefore,
      wearAfter,
      technicianNotes,
      completedAt: now,
    })),
  );
  const afterService = sql.join(
    outcomes.map(({ part, wearAfter }) => sql`(${part.id}, ${wearAfter}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${parts} set
      status = ${step.partsBecome},
      wear_level = serviced.wear_after,
      sharpening_count = ${parts.sharpeningCount} + 1,
      last_serviced_at = ${now.toISOString()}::timestamptz
    from (values ${afterService}) as serviced(id, wear_after)
    where ${parts.id} = serviced.id`);
  await refreshAfterService(tx, outcomes.map(({ part }) => part.id), now);
}

/**
 * Moves one order one step along its lifecycle, with every side effect of
 * that step (DESIGN.md table), inside the caller's transaction.
 */
export async function moveOrderOneStep(tx: DbOrTx, orderId: string, requestedAt: Date): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('order');
  // The step's time is settled under the row lock: a caller that read its clock
  // before waiting for the lock (or a process whose clock runs behind) must not
  // date this step before the one it waited for.
  const [last] = await tx
    .select({ ms: sql<number | string | null>`(extract(epoch from max(${orderTimeline.occurredAt})) * 1000)::float8` })
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, order.id));
  const lastAt = Number(last?.ms ?? 0);
  const now = new Date(Math.max(requestedAt.getTime(), lastAt));
  const step = stepAfter(order.status);
  if (!step) throw new ApiError('order_already_completed', `Order ${order.orderNumber} is already completed; it has no next step.`);

  const partRows = await orderPartRows(tx, order.id);
  const movable = partRows.filter((part) => part.status !== 'retired');
  if (step.status === 'out_for_delivery') {
    await recordSharpening(tx, order, movable, step, now);
  } else if (movable.length > 0) {
    await tx
      .update(parts)
      .set({ status: step.partsBecome })
      .where(inArray(parts.id, movable.map((part) => part.id)));
  }
  if (step.status === 'completed') {
    await tx.update(orderParts).set({ open: false }).where(eq(orderParts.orderId, order.id));
    await issueInvoice(tx, order, partRows, now);
  }
  const [updated] = await tx
    .update(orders)
    .set({ status: step.status, nextStepAt: new Date(now.getTime() + step.dwellMs) })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderTimeline).values({ orderId: order.id, status: step.status, actor: step.actor, occurredAt: now });
  return updated ?? order;
}

/** One step in its own transaction, answered as the full order. Used by the simulator and the sandbox route. */
export async function advanceOrder(db: Db, orderId: string, now: Date): Promise<Order> {
  return db.transaction(async (tx) => loadOrder(tx, await moveOrderOneStep(tx, orderId, now)));
}

/** A completed order's dwell is over: its delivered parts are back in use with the customer. */
export async function closeDeliveredCycle(db: Db, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'completed') return;
    const partIds = tx.select({ id: orderParts.partId }).from(orderParts).where(eq(orderParts.orderId, orderId));
    await tx
      .update(parts)
      .set({ status: 'with_customer' })
      .where(and(inArray(parts.id, partIds), eq(parts.status, 'delivered')));
    await tx.update(orders).set({ nextStepAt: null }).where(eq(orders.id, orderId));
  });
}
