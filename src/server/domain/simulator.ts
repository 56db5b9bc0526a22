import { and, asc, isNotNull, lte } from 'drizzle-orm';
import { orders } from '../db/schema';
import type { AppDeps } from '../http/app-env';
import { advanceDueInvoices } from './invoices/invoice-lifecycle';
import { advanceOrder, closeDeliveredCycle } from './orders/advance-order';
import { refreshPlannerStatistics } from './planner-statistics';
import { describeError } from '../logger';
import { growWear } from './wear';

const ORDERS_PER_TICK = 25;
/** See planner-statistics.ts: PGlite never analyses on its own. */
const ANALYZE_EVERY_MS = 10 * 60_000;

export interface TickResult {
  ordersMoved: number;
  invoicesMoved: number;
  partsWorn: number;
}

/** One pass: every due order one step (each in its own transaction), due invoices, a little wear. */
export async function simulatorTick(deps: AppDeps): Promise<TickResult> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(isNotNull(orders.nextStepAt), lte(orders.nextStepAt, now)))
    .orderBy(asc(orders.nextStepAt))
    .limit(ORDERS_PER_TICK);
  let ordersMoved = 0;
  for (const order of due) {
    try {
      if (order.status === 'completed') await closeDeliveredCycle(deps.db, order.id);
      else await advanceOrder(deps.db, order.id, now);
      ordersMoved++;
    } catch (error) {
      report(deps, 'simulator: an order did not move', { order_id: order.id, err: describeError(error) });
    }
  }
  const invoicesMoved = await advanceDueInvoices(deps.db, now);
  const partsWorn = await growWear(deps.db, now);
  return { ordersMoved, invoicesMoved, partsWorn };
}

function report(deps: AppDeps, message: string, fields: Record<string, unknown>): void {
  if (deps.logger) deps.logger.error(fields, message);
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
      .catch((error: unknown) => report(deps, 'simulator tick failed', { err: describeError(error) }))
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
