import { and, eq, inArray } from 'drizzle-orm';
import { CHANGEABLE_ORDER_STATUSES, type Order, type OrderUpdate } from '#contract/orders';
import type { Db, DbOrTx } from '#server/db/client';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { ApiError, notFound, validationFailed } from '#server/api-error';
import { offeredWindowProblems } from '#server/domain/pickup-windows/offered-window-check';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import type { OrderRow } from './order-mappers';
import { loadOrder } from './order-queries';
import { expectedReturn, nextStepDue } from './order-steps';
import { recordOrderEvent, windowBefore } from '#server/domain/events/order-events';

async function lockOwnOrder(tx: DbOrTx, accountId: string, orderId: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)))
    .for('update');
  if (!order) throw notFound('order');
  return order;
}

function refuseOnceUnderWay(order: OrderRow, change: string): void {
  if (CHANGEABLE_ORDER_STATUSES.includes(order.status)) return;
  if (order.status === 'cancelled')
    throw new ApiError('order_cancelled', `Order ${order.orderNumber} was cancelled; it cannot be ${change}.`);
  throw new ApiError(
    'order_already_picked_up',
    `Order ${order.orderNumber} is ${order.status.replaceAll('_', ' ')}: its parts have been picked up, so it can no longer be ${change}.`,
  );
}

/**
 * Cancels a pending or scheduled order: its parts go back to their owner and
 * are free for another order. Cancelling a cancelled order changes nothing.
 */
export async function cancelOrder(db: Db, accountId: string, orderId: string, now: Date): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, accountId, orderId);
    if (order.status === 'cancelled') return loadOrder(tx, order);
    refuseOnceUnderWay(order, 'cancelled');
    const held = tx.select({ id: orderParts.partId }).from(orderParts).where(eq(orderParts.orderId, order.id));
    await tx
      .update(parts)
      .set({ status: 'with_customer' })
      .where(and(inArray(parts.id, held), eq(parts.status, 'pickup_scheduled')));
    await tx.update(orderParts).set({ open: false }).where(eq(orderParts.orderId, order.id));
    const [updated] = await tx
      .update(orders)
      .set({ status: 'cancelled', nextStepAt: null })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderTimeline).values({ orderId: order.id, status: 'cancelled', actor: 'api', occurredAt: now });
    return recordOrderEvent(tx, updated ?? order, 'order.cancelled', now, { previous: { status: order.status }, actor: 'api' });
  });
}

/**
 * Moves the pickup window of a pending or scheduled order (the create rules,
 * against `now`; the order's own seat does not count against it); the schedule follows.
 */
export async function rescheduleOrder(
  db: Db,
  accountId: string,
  orderId: string,
  input: OrderUpdate,
  now: Date,
  rules: PickupRules,
): Promise<Order> {
  const start = new Date(input.pickup_window_start);
  const end = new Date(input.pickup_window_end);
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, accountId, orderId);
    refuseOnceUnderWay(order, 'rescheduled');
    const problems = await offeredWindowProblems(tx, rules, { start, end }, now, order.id);
    if (problems.length > 0) throw validationFailed(problems);
    const moved = { ...order, pickupWindowStart: start, pickupWindowEnd: end };
    const [updated] = await tx
      .update(orders)
      .set({
        pickupWindowStart: start,
        pickupWindowEnd: end,
        nextStepAt: nextStepDue(moved, order.status, now, rules),
        expectedReturnDate: expectedReturn(moved, order.status, now, rules),
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderTimeline).values({ orderId: order.id, status: 'rescheduled', actor: 'api', occurredAt: now });
    return recordOrderEvent(tx, updated ?? order, 'order.rescheduled', now, { previous: windowBefore(order), actor: 'api' });
  });
}
