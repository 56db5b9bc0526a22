import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { closeDeliveredCycle, moveOrderOneStep } from '../domain/orders/advance-order';
import { createOrder } from '../domain/orders/create-order';
import { ORDER_STEPS } from '../domain/orders/order-steps';
import { dueDatePassedAt, INVOICE_SEND_DELAY_MS } from '../domain/invoices/invoice-lifecycle';
import type { BulkPart } from './demo-parts';
import { randomInt, type Random } from './demo-random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Real-world pacing of a historical order: when each step happened, from placement and pickup window start. */
function historicalStepTime(step: number, placedAt: Date, pickupStart: Date): Date {
  const fromPickup = [0, 0, 1 * HOUR, 6 * HOUR, 2 * DAY, 2 * DAY + 5 * HOUR];
  return step <= 1 ? new Date(placedAt.getTime() + step * 2 * HOUR) : new Date(pickupStart.getTime() + fromPickup[step]!);
}

const INSTRUCTIONS = ['', 'Loading dock at the back, ring the bell.', 'Ask for the kitchen manager.', 'Parts are boxed at reception.'];

export interface DemoOrderPlan {
  /** Index in ORDER_STEPS of the status the order ends in. */
  finalStep: number;
  placedAt: Date;
  /** Time between steps (compressed sandbox time); without it the order is paced like a real one. */
  stepGapMs?: number;
  partIds: string[];
}

/**
 * Runs an order through the same domain code the API and simulator use, at
 * past times, so timelines, part moves, history and invoices are consistent.
 */
export async function playOrder(db: Db, accountId: string, plan: DemoOrderPlan, random: Random): Promise<string> {
  const start = new Date(plan.placedAt.getTime() + DAY + randomInt(random, 0, 8) * HOUR);
  const order = await createOrder(
    db,
    accountId,
    {
      part_ids: plan.partIds,
      pickup_window_start: start.toISOString(),
      pickup_window_end: new Date(start.getTime() + 4 * HOUR).toISOString(),
      instructions: INSTRUCTIONS[randomInt(random, 0, INSTRUCTIONS.length - 1)],
    },
    plan.placedAt,
  );
  await db.transaction(async (tx) => {
    for (let step = 1; step <= plan.finalStep; step++) {
      const at =
        plan.stepGapMs === undefined
          ? historicalStepTime(step, plan.placedAt, start)
          : new Date(plan.placedAt.getTime() + step * plan.stepGapMs);
      await moveOrderOneStep(tx, order.id, at);
    }
  });
  return order.id;
}

export const COMPLETED_STEP = ORDER_STEPS.length - 1;

/** Parts free to order at a moment: registered before it, not retired, not held by an open order. */
export function takeParts(pool: BulkPart[], busy: Set<string>, before: Date, count: number): string[] {
  const chosen = pool.filter((p) => p.status !== 'retired' && !busy.has(p.id) && p.createdAt < before).slice(0, count);
  for (const part of chosen) busy.add(part.id);
  return chosen.map((part) => part.id);
}

/**
 * Settles the invoices of historical orders as a real ledger would look:
 * old ones paid (one in five overdue), recent ones sent, the newest still draft.
 */
export async function settleDemoInvoices(db: Db, accountId: string, now: Date): Promise<void> {
  const rows = await db.select().from(invoices).where(eq(invoices.accountId, accountId));
  const sorted = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const [index, row] of sorted.entries()) {
    const ageDays = (now.getTime() - row.createdAt.getTime()) / DAY;
    const pastDue = now.getTime() >= dueDatePassedAt(row.dueDate).getTime();
    const change =
      pastDue && index % 5 === 2
        ? { status: 'overdue', nextStepAt: null }
        : pastDue
          ? { status: 'paid', nextStepAt: null }
          : ageDays > 2
            ? { status: 'sent', nextStepAt: dueDatePassedAt(row.dueDate) }
            : { status: 'draft', nextStepAt: new Date(now.getTime() + INVOICE_SEND_DELAY_MS * (1 + index)) };
    await db.update(invoices).set(change).where(eq(invoices.id, row.id));
  }
}

/** The completed historical orders' parts went back to their owners long ago. */
export async function closeCycles(db: Db, orderIds: string[]): Promise<void> {
  for (const id of orderIds) await closeDeliveredCycle(db, id);
}
