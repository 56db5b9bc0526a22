import { eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Order, orderCreateSchema } from '#contract/orders';
import { estimateOrder } from '#contract/pricing';
import type { Db, DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { validationFailed } from '#server/api-error';
import { newId } from '#server/domain/ids';
import { offeredWindowProblems } from '#server/domain/pickup-windows/offered-window-check';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { findMadeBy, type Maker } from '#server/domain/made-by';
import { isOpenOrderConflict } from './open-order-conflict';
import { orderPartProblems } from './order-problems';
import { orderSiteProblems, pickupSiteOf } from './order-site';
import { receivingOf } from '#server/domain/sites/site-receiving-of';
import { expectedReturn, nextStepDue, ORDER_STEPS } from './order-steps';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { readParts, recordPartsMoved } from '#server/domain/parts/part-events';
import { recordOrderEvent } from './order-events';
import type { SiteReach } from '#server/domain/access/site-reach';

export type NewOrder = z.output<typeof orderCreateSchema>;

/** The occurrence of a pickup schedule an order is placed for: one order per schedule and date (a unique index). */
export interface PlacedFor {
  scheduleId: string;
  occurrenceDate: string;
}

const PENDING = ORDER_STEPS[0]!;

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
 * writes the order in one transaction; the order picks up at its parts' one site
 * (order-site.ts), keeping a snapshot of it; the pickup window must be an offered
 * one with a seat that the site can take, and its lock is held until that transaction commits. `actor` is who placed it: the customer
 * (api) or, in the living demo, ops; `maker` is which of the customer's people or keys, named on the entry;
 * `reach` the sites they reach (a part elsewhere is not found); `placedFor` the schedule occurrence it is
 * placed for (a second order for it fails on orders_schedule_occurrence_key, which the caller reads).
 */
export async function createOrder(
  db: Db,
  accountId: string,
  input: NewOrder,
  now: Date,
  rules: PickupRules,
  actor: 'api' | 'ops' = 'api',
  maker?: Maker,
  reach: SiteReach = null,
  placedFor?: PlacedFor,
): Promise<Order> {
  const start = new Date(input.pickup_window_start);
  const end = new Date(input.pickup_window_end);
  const schedule = { createdAt: now, pickupWindowStart: start, pickupWindowEnd: end };
  try {
    return await inEventTransaction(
      db,
      now,
      async (tx) => {
        const { rows, details } = await orderPartProblems(tx, accountId, input.part_ids, reach);
        const { site, details: siteDetails } = await orderSiteProblems(tx, accountId, rows, input.part_ids, input.site_id, reach);
        const window = await offeredWindowProblems(tx, rules, { start, end }, now, undefined, site && receivingOf(site));
        const problems = [...details, ...siteDetails, ...window];
        if (problems.length > 0) throw validationFailed(problems);
        if (!site) throw new Error('an order without problems has a site');

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
            expectedReturnDate: expectedReturn(schedule, PENDING.status, now, rules),
            createdAt: now,
            nextStepAt: nextStepDue(schedule, PENDING.status, now, rules),
            purchaseOrder: input.purchase_order || null,
            siteId: site.id,
            pickupSite: pickupSiteOf(site),
            pickupScheduleId: placedFor?.scheduleId ?? null,
            occurrenceDate: placedFor?.occurrenceDate ?? null,
          })
          .returning();
        if (!order) throw new Error('insert returned no order');
        await tx.insert(orderParts).values(rows.map((row, position) => ({ orderId: order.id, partId: row.id, position })));
        const madeBy = await findMadeBy(tx, accountId, maker);
        await tx.insert(orderTimeline).values({ orderId: order.id, status: PENDING.status, actor, occurredAt: now, ...madeBy });
        const before = await readParts(
          tx,
          rows.map((row) => row.id),
        );
        await tx
          .update(parts)
          .set({ status: PENDING.partsBecome })
          .where(
            inArray(
              parts.id,
              rows.map((row) => row.id),
            ),
          );
        await recordPartsMoved(tx, accountId, before, now, actor);
        return recordOrderEvent(tx, order, 'order.created', now, { actor });
      },
      maker,
    );
  } catch (error) {
    if (isOpenOrderConflict(error)) {
      throw validationFailed([
        { field: 'part_ids', code: 'already_in_open_order', message: 'A part was just placed in another open order.' },
      ]);
    }
    throw error;
  }
}
