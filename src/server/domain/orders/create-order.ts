import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { ErrorDetail } from '#contract/errors';
import type { Order, orderCreateSchema } from '#contract/orders';
import { estimateOrder } from '#contract/pricing';
import type { DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { validationFailed } from '#server/api-error';
import { newId } from '#server/domain/ids';
import { offeredWindowProblems } from '#server/domain/pickup-windows/offered-window-check';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import type { PartRow } from '#server/domain/parts/part-mappers';
import { isOpenOrderConflict } from './open-order-conflict';
import { expectedReturn, nextStepDue, ORDER_STEPS } from './order-steps';
import { recordOrderEvent } from '#server/domain/events/order-events';

export type NewOrder = z.output<typeof orderCreateSchema>;

const PENDING = ORDER_STEPS[0]!;

function duplicateDetails(partIds: readonly string[]): ErrorDetail[] {
  const seen = new Set<string>();
  return partIds.flatMap((id, index) => {
    if (!seen.has(id)) {
      seen.add(id);
      return [];
    }
    return [{ field: `part_ids.${index}`, code: 'duplicate', message: `Part ${id} is listed more than once.` }];
  });
}

async function partDetails(
  tx: DbOrTx,
  accountId: string,
  partIds: readonly string[],
): Promise<{ rows: PartRow[]; details: ErrorDetail[] }> {
  const unique = [...new Set(partIds)];
  const [rows, open] = await Promise.all([
    // Locked (in id order, so concurrent orders cannot deadlock): a part retired meanwhile is seen as retired.
    tx
      .select()
      .from(parts)
      .where(and(eq(parts.accountId, accountId), inArray(parts.id, unique)))
      .orderBy(parts.id)
      .for('update'),
    tx
      .select({ partId: orderParts.partId })
      .from(orderParts)
      .where(and(inArray(orderParts.partId, unique), eq(orderParts.open, true))),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inOpenOrder = new Set(open.map((o) => o.partId));
  const details = unique.flatMap((id): ErrorDetail[] => {
    const field = `part_ids.${partIds.indexOf(id)}`;
    const part = byId.get(id);
    if (!part) return [{ field, code: 'not_found', message: `No part with id ${id}.` }];
    if (part.status === 'retired') return [{ field, code: 'not_orderable', message: `Part ${id} is retired.` }];
    if (inOpenOrder.has(id)) {
      return [{ field, code: 'already_in_open_order', message: `Part ${id} is already in an open order.` }];
    }
    return [];
  });
  return { rows: unique.map((id) => byId.get(id)).filter((row) => row !== undefined), details };
}

async function nextOrderNumber(tx: DbOrTx, accountId: string): Promise<string> {
  const [row] = await tx
    .update(accounts)
    .set({ nextOrderSeq: sql`${accounts.nextOrderSeq} + 1` })
    .where(eq(accounts.id, accountId))
    .returning({ seq: sql<number>`${accounts.nextOrderSeq} - 1` });
  if (!row) throw new Error(`account ${accountId} missing`);
  return `WS-${String(row.seq).padStart(6, '0')}`;
}

/**
 * Validates everything first (422 with every problem, nothing written), then
 * writes the order in one transaction; the pickup window must be an offered
 * one with a seat, and its lock is held until that transaction commits. `actor` is who placed it: the customer
 * (api) or, in the living demo, ops.
 */
export async function createOrder(
  db: DbOrTx,
  accountId: string,
  input: NewOrder,
  now: Date,
  rules: PickupRules,
  actor: 'api' | 'ops' = 'api',
): Promise<Order> {
  const start = new Date(input.pickup_window_start);
  const end = new Date(input.pickup_window_end);
  const schedule = { createdAt: now, pickupWindowStart: start, pickupWindowEnd: end };
  try {
    return await db.transaction(async (tx) => {
      const { rows, details } = await partDetails(tx, accountId, input.part_ids);
      const windowProblems = await offeredWindowProblems(tx, rules, { start, end }, now);
      const problems = [...duplicateDetails(input.part_ids), ...details, ...windowProblems];
      if (problems.length > 0) throw validationFailed(problems);

      const estimate = estimateOrder(rows.map((row) => row.partType));
      const [order] = await tx
        .insert(orders)
        .values({
          id: newId('ord'),
          accountId,
          orderNumber: await nextOrderNumber(tx, accountId),
          status: PENDING.status,
          partCount: rows.length,
          totalCents: estimate.totalCents,
          pickupWindowStart: start,
          pickupWindowEnd: end,
          instructions: input.instructions?.trim() ?? '',
          expectedReturnDate: expectedReturn(schedule, PENDING.status, now),
          createdAt: now,
          nextStepAt: nextStepDue(schedule, PENDING.status, now),
        })
        .returning();
      if (!order) throw new Error('insert returned no order');
      await tx.insert(orderParts).values(rows.map((row, position) => ({ orderId: order.id, partId: row.id, position })));
      await tx.insert(orderTimeline).values({ orderId: order.id, status: PENDING.status, actor, occurredAt: now });
      await tx
        .update(parts)
        .set({ status: PENDING.partsBecome })
        .where(
          inArray(
            parts.id,
            rows.map((row) => row.id),
          ),
        );
      return recordOrderEvent(tx, order, 'order.created', now, { actor });
    });
  } catch (error) {
    if (isOpenOrderConflict(error)) {
      throw validationFailed([
        { field: 'part_ids', code: 'already_in_open_order', message: 'A part was just placed in another open order.' },
      ]);
    }
    throw error;
  }
}
