import type { Db } from '#server/db/client';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { closeDeliveredCycle, moveOrderOneStep } from '#server/domain/orders/advance-order';
import { createOrder } from '#server/domain/orders/create-order';
import { ORDER_STEPS } from '#server/domain/orders/order-steps';
import { availableWindows } from '#server/domain/pickup-windows/horizon-windows';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { siteReceivingOf } from '#server/domain/sites/site-receiving-of';
import { randomInt, type Random } from './demo-random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Real-world pacing of a historical order: when each step happened, from placement and pickup window start. */
function historicalStepTime(step: number, placedAt: Date, pickupStart: Date): Date {
  const fromPickup = [0, 0, 1 * HOUR, 6 * HOUR, 2 * DAY, 2 * DAY + 5 * HOUR];
  return step <= 1 ? new Date(placedAt.getTime() + step * 2 * HOUR) : new Date(pickupStart.getTime() + fromPickup[step]!);
}

const INSTRUCTIONS = [
  '',
  'Loading dock at the back, ring the bell.',
  'Ask for the kitchen manager.',
  'Parts are boxed at reception.',
];

export interface DemoOrderPlan {
  /** Index in ORDER_STEPS of the status the order ends in. */
  finalStep: number;
  placedAt: Date;
  partIds: string[];
  /** The site all the parts are at, where the order picks up. */
  siteId: string;
}

/**
 * Runs an order through the same domain code the API and simulator use, at
 * past times, so timelines, part moves, history and invoices are consistent.
 */
export async function playOrder(
  db: Db,
  accountId: string,
  plan: DemoOrderPlan,
  random: Random,
  rules: PickupRules,
): Promise<string> {
  // One of the first windows with a seat that the site can take, when the order was placed, as a customer would choose.
  const site = await siteReceivingOf(db, accountId, plan.siteId);
  const windows = (await availableWindows(db, rules, plan.placedAt, site)).slice(0, 8);
  const window = windows[randomInt(random, 0, windows.length - 1)];
  if (!window) throw new Error(`no pickup window available at ${plan.placedAt.toISOString()}`);
  const start = new Date(window.start);
  const order = await createOrder(
    db,
    accountId,
    {
      part_ids: plan.partIds,
      pickup_window_start: window.start,
      pickup_window_end: window.end,
      instructions: INSTRUCTIONS[randomInt(random, 0, INSTRUCTIONS.length - 1)],
    },
    plan.placedAt,
    rules,
  );
  await inEventTransaction(db, plan.placedAt, async (tx) => {
    for (let step = 1; step <= plan.finalStep; step++) {
      await moveOrderOneStep(tx, order.id, historicalStepTime(step, plan.placedAt, start), rules);
    }
  });
  return order.id;
}

export const COMPLETED_STEP = ORDER_STEPS.length - 1;

/** The completed historical orders' parts went back to their owners long ago. */
export async function closeCycles(db: Db, orderIds: string[], now: Date): Promise<void> {
  for (const id of orderIds) await closeDeliveredCycle(db, id, now);
}
