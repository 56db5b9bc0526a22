import { and, asc, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { orders } from '#server/db/schema/orders';
import type { AppDeps } from '#server/app-deps';
import { livingDemoAccountIds } from './seed/seed-accounts';
import { advanceDueInvoices } from '#server/domain/invoices/invoice-lifecycle';
import { stepIfDue } from '#server/domain/orders/advance-order';
import { placeOpsOrderIfDue, pruneClosedOrders } from './ops-orders';
import { pickupRulesOf, type PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { refreshPlannerStatistics } from '#server/domain/planner-statistics';
import { describeError } from '#server/logger';
import { simulatorNow } from './sandbox-clock';
import { growWear } from '#server/domain/wear/wear';

const ORDERS_PER_TICK = 25;
/** See planner-statistics.ts: PGlite never analyses on its own. */
const ANALYZE_EVERY_MS = 10 * 60_000;

export interface TickResult {
  ordersMoved: number;
  invoicesMoved: number;
  partsWorn: number;
  ordersPlaced: number;
}

/**
 * Every due order one step (each in its own transaction, once however many processes run this), then due invoices;
 * `rules` give the working hours the next steps' times count in.
 */
export async function runDueSteps(
  db: Db,
  now: Date,
  rules: PickupRules,
  logger?: AppDeps['logger'],
): Promise<Pick<TickResult, 'ordersMoved' | 'invoicesMoved'>> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.nextStepAt), lte(orders.nextStepAt, now)))
    .orderBy(asc(orders.nextStepAt))
    .limit(ORDERS_PER_TICK);
  let ordersMoved = 0;
  for (const order of due) {
    try {
      if (await stepIfDue(db, order.id, now, rules)) ordersMoved++;
    } catch (error) {
      report(logger, 'simulator: an order did not move', { order_id: order.id, err: describeError(error) });
    }
  }
  return { ordersMoved, invoicesMoved: await advanceDueInvoices(db, now) };
}

/** Keeps a demo account's business going: the next ops order when due, and old closed orders pruned. */
export async function keepAccountBusy(db: Db, accountId: string, now: Date, rules: PickupRules): Promise<number> {
  const placed = await placeOpsOrderIfDue(db, accountId, now, rules);
  await pruneClosedOrders(db, accountId, now);
  return placed ? 1 : 0;
}

/** One pass at the sandbox clock's `now`: due steps, the living demo accounts, wear up to `now`. */
export async function simulatorTick(
  deps: Pick<AppDeps, 'db' | 'now' | 'sandboxNow' | 'logger'> & { config?: { pickup?: PickupRules } },
  now = simulatorNow(deps),
): Promise<TickResult> {
  const rules = pickupRulesOf(deps.config ?? {});
  const moved = await runDueSteps(deps.db, now, rules, deps.logger);
  let ordersPlaced = 0;
  for (const accountId of await livingDemoAccountIds(deps.db))
    ordersPlaced += await keepAccountBusy(deps.db, accountId, now, rules);
  const partsWorn = await growWear(deps.db, now);
  return { ...moved, partsWorn, ordersPlaced };
}

function report(logger: AppDeps['logger'], message: string, fields: Record<string, unknown>): void {
  if (logger) logger.error(fields, message);
  else console.error(message, fields);
}

/** Moves open orders and invoices along on a timer; returns a stop function that waits for a running tick. */
export function startSimulator(deps: AppDeps, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  let lastAnalyze = -Infinity;
  const tick = async () => {
    await simulatorTick(deps);
    if (Date.now() - lastAnalyze >= ANALYZE_EVERY_MS) {
      lastAnalyze = Date.now();
      await refreshPlannerStatistics(deps.db);
    }
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((error: unknown) => report(deps.logger, 'simulator tick failed', { err: describeError(error) }))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
