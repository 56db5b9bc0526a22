import { and, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Order } from '#contract/orders';
import type { Db, DbOrTx } from '#server/db/client';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { partHistory, parts } from '#server/db/schema/parts';
import { ApiError, notFound } from '#server/api-error';
import { newId } from '#server/domain/ids';
import { issueInvoice } from '#server/domain/invoices/issue-invoice';
import { refreshAfterService } from '#server/domain/parts/part-forecast-refresh';
import { DEFAULT_PICKUP_RULES, type PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import type { PartRow } from '#server/domain/parts/part-mappers';
import type { OrderRow } from './order-mappers';
import { loadOrder } from './order-queries';
import { expectedReturn, nextStepDue, stepAfter, type OrderStep } from './order-steps';
import { sharpen } from './sharpening';
import { inEventTransaction, type EventTx } from '#server/domain/events/event-transaction';
import { handPartsBack } from '#server/domain/parts/hand-parts-back';
import { readParts, recordPartsMoved } from '#server/domain/parts/part-events';
import { recordOrderEvent } from './order-events';

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
  await refreshAfterService(
    tx,
    outcomes.map(({ part }) => part.id),
    now,
  );
}

async function lockOrder(tx: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * The step's time is settled under the row lock: a caller that read its clock
 * before waiting for the lock (or a process whose clock runs behind) must not
 * date this step before the one it waited for.
 */
async function notBeforeLastStep(tx: DbOrTx, orderId: string, requestedAt: Date): Promise<Date> {
  const [last] = await tx
    .select({ ms: sql<number | string | null>`(extract(epoch from max(${orderTimeline.occurredAt})) * 1000)::float8` })
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId));
  return new Date(Math.max(requestedAt.getTime(), Number(last?.ms ?? 0)));
}

/**
 * The move itself, on a row the caller has locked, happening at `requestedAt` (or just after the last step);
 * `rules` give the working hours the next step's time counts in.
 */
async function stepLocked(tx: EventTx, order: OrderRow, requestedAt: Date, rules: PickupRules): Promise<OrderRow> {
  if (order.status === 'cancelled')
    throw new ApiError('order_cancelled', `Order ${order.orderNumber} was cancelled; it has no next step.`);
  const step = stepAfter(order.status);
  if (!step)
    throw new ApiError('order_already_completed', `Order ${order.orderNumber} is already completed; it has no next step.`);
  const at = await notBeforeLastStep(tx, order.id, requestedAt);

  const partRows = await orderPartRows(tx, order.id);
  const movable = partRows.filter((part) => part.status !== 'retired');
  const before = await readParts(
    tx,
    movable.map((part) => part.id),
  );
  if (step.status === 'out_for_delivery') {
    await recordSharpening(tx, order, movable, step, at);
  } else if (movable.length > 0) {
    await tx
      .update(parts)
      .set({ status: step.partsBecome })
      .where(
        inArray(
          parts.id,
          movable.map((part) => part.id),
        ),
      );
  }
  if (step.status === 'completed') {
    await tx.update(orderParts).set({ open: false }).where(eq(orderParts.orderId, order.id));
    await issueInvoice(tx, order, partRows, at, rules);
  }
  const [updated] = await tx
    .update(orders)
    .set({
      status: step.status,
      nextStepAt: nextStepDue(order, step.status, at, rules),
      expectedReturnDate: expectedReturn(order, step.status, at, rules),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderTimeline).values({ orderId: order.id, status: step.status, actor: step.actor, occurredAt: at });
  await recordPartsMoved(tx, order.accountId, before, at, step.actor);
  await recordOrderEvent(tx, updated ?? order, 'order.status_changed', at, {
    previous: { status: order.status },
    actor: step.actor,
  });
  return updated ?? order;
}

/**
 * Moves one order one step along its lifecycle now, whatever its schedule,
 * with every side effect of that step (docs/v1-decisions.md, Lifecycle), inside the caller's transaction.
 */
export async function moveOrderOneStep(tx: EventTx, orderId: string, now: Date, rules: PickupRules): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('order');
  return stepLocked(tx, order, now, rules);
}

/**
 * One step in its own transaction, answered as the full order. Used by the sandbox route, which
 * passes no rules: the next step is then timed in the default working hours.
 */
export async function advanceOrder(db: Db, orderId: string, now: Date, rules = DEFAULT_PICKUP_RULES): Promise<Order> {
  return inEventTransaction(db, now, async (tx) => loadOrder(tx, await moveOrderOneStep(tx, orderId, now, rules)));
}

/** A completed order's stay is over: its delivered parts are back in use with the customer (at `at`). */
async function closeCycleLocked(tx: EventTx, order: OrderRow, at: Date): Promise<void> {
  const partIds = (await orderPartRows(tx, order.id)).map((part) => part.id);
  const before = await handPartsBack(tx, partIds, 'delivered');
  await tx.update(orders).set({ nextStepAt: null }).where(eq(orders.id, order.id));
  await recordPartsMoved(tx, order.accountId, before, at);
}

export async function closeDeliveredCycle(db: Db, orderId: string, now: Date): Promise<void> {
  await inEventTransaction(db, now, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status === 'completed') await closeCycleLocked(tx, order, order.nextStepAt ?? now);
  });
}

/**
 * The simulator's move: the order's due step, recorded at the time it was due.
 * Several processes may run the simulator on one database: the row is taken
 * with SKIP LOCKED and the due time checked again under the lock, so each step
 * happens once. False when another process has it or it is no longer due.
 */
export async function stepIfDue(db: Db, orderId: string, now: Date, rules: PickupRules): Promise<boolean> {
  return inEventTransaction(db, now, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), lte(orders.nextStepAt, now)))
      .for('update', { skipLocked: true });
    if (!order?.nextStepAt) return false;
    if (order.status === 'completed') await closeCycleLocked(tx, order, order.nextStepAt);
    else await stepLocked(tx, order, order.nextStepAt, rules);
    return true;
  });
}
