import { and, eq } from 'drizzle-orm';
import { CHANGEABLE_ORDER_STATUSES, type Order, type OrderUpdate } from '#contract/orders';
import type { Db, DbOrTx } from '#server/db/client';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { ApiError, notFound, validationFailed } from '#server/api-error';
import { offeredWindowProblems } from '#server/domain/pickup-windows/offered-window-check';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { findMadeBy, type Maker } from '#server/domain/made-by';
import { siteReceivingOf } from '#server/domain/sites/site-receiving-of';
import type { OrderRow } from './order-mappers';
import { updateShapeProblems } from './order-problems';
import { loadOrder } from './order-queries';
import { expectedReturn, nextStepDue } from './order-steps';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { handPartsBack } from '#server/domain/parts/hand-parts-back';
import { recordPartsMoved } from '#server/domain/parts/part-events';
import { recordOrderEvent, windowBefore } from './order-events';

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
export async function cancelOrder(db: Db, accountId: string, orderId: string, now: Date, maker?: Maker): Promise<Order> {
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const order = await lockOwnOrder(tx, accountId, orderId);
      if (order.status === 'cancelled') return loadOrder(tx, order);
      refuseOnceUnderWay(order, 'cancelled');
      const held = await tx.select({ id: orderParts.partId }).from(orderParts).where(eq(orderParts.orderId, order.id));
      const before = await handPartsBack(
        tx,
        held.map((part) => part.id),
        'pickup_scheduled',
      );
      await tx.update(orderParts).set({ open: false }).where(eq(orderParts.orderId, order.id));
      const [updated] = await tx
        .update(orders)
        .set({ status: 'cancelled', nextStepAt: null })
        .where(eq(orders.id, order.id))
        .returning();
      const madeBy = await findMadeBy(tx, accountId, maker);
      await tx.insert(orderTimeline).values({ orderId: order.id, status: 'cancelled', actor: 'api', occurredAt: now, ...madeBy });
      await recordPartsMoved(tx, accountId, before, now, 'api');
      return recordOrderEvent(tx, updated ?? order, 'order.cancelled', now, { previous: { status: order.status }, actor: 'api' });
    },
    maker,
  );
}

/**
 * Changes a pending or scheduled order: moves its pickup window (the create rules, against `now`
 * and the order's site's hours as they are now; the order's own seat does not count against it; the schedule follows, and the timeline records
 * the old and new window) and/or sets its purchase-order reference.
 */
export async function rescheduleOrder(
  db: Db,
  accountId: string,
  orderId: string,
  input: OrderUpdate,
  now: Date,
  rules: PickupRules,
  maker?: Maker,
): Promise<Order> {
  const shape = updateShapeProblems(input);
  if (shape.length > 0) throw validationFailed(shape);
  const window =
    input.pickup_window_start !== undefined && input.pickup_window_end !== undefined
      ? { start: new Date(input.pickup_window_start), end: new Date(input.pickup_window_end) }
      : null;
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const order = await lockOwnOrder(tx, accountId, orderId);
      refuseOnceUnderWay(order, window ? 'rescheduled' : 'changed');
      const changes: Partial<OrderRow> = {};
      if (input.purchase_order !== undefined) changes.purchaseOrder = input.purchase_order || null;
      if (window) {
        const site = await siteReceivingOf(tx, accountId, order.siteId);
        const problems = await offeredWindowProblems(tx, rules, window, now, order.id, site);
        if (problems.length > 0) throw validationFailed(problems);
        const moved = { ...order, pickupWindowStart: window.start, pickupWindowEnd: window.end };
        Object.assign(changes, {
          pickupWindowStart: window.start,
          pickupWindowEnd: window.end,
          nextStepAt: nextStepDue(moved, order.status, now, rules),
          expectedReturnDate: expectedReturn(moved, order.status, now, rules),
        });
      }
      const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
      if (window) {
        await tx.insert(orderTimeline).values({
          orderId: order.id,
          status: 'rescheduled',
          actor: 'api',
          occurredAt: now,
          ...(await findMadeBy(tx, accountId, maker)),
          previousWindowStart: order.pickupWindowStart,
          previousWindowEnd: order.pickupWindowEnd,
          windowStart: window.start,
          windowEnd: window.end,
        });
      }
      const purchaseOrderBefore =
        (updated?.purchaseOrder ?? null) === order.purchaseOrder ? {} : { purchase_order: order.purchaseOrder };
      if (window) {
        const previous = { ...windowBefore(order), ...purchaseOrderBefore };
        return recordOrderEvent(tx, updated ?? order, 'order.rescheduled', now, { previous, actor: 'api' });
      }
      if (!('purchase_order' in purchaseOrderBefore)) return loadOrder(tx, updated ?? order);
      return recordOrderEvent(tx, updated ?? order, 'order.updated', now, { previous: purchaseOrderBefore, actor: 'api' });
    },
    maker,
  );
}
