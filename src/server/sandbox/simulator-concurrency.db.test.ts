import { and, count, eq, isNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { orders, orderTimeline } from '#server/db/schema/orders';
import { insertBulkParts } from './seed/demo-parts';
import { seedAccounts } from './seed/seed-accounts';
import { createTestDatabase } from '#server/testing/test-database';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { firstAvailableWindow } from '#server/testing/offered-windows';
import { createOrder } from '#server/domain/orders/create-order';
import { OPS_ORDER_EVERY_MS } from './ops-orders';
import { simulatorTick } from './simulator';

const HEAVY = { timeout: 300_000 };
const HOUR = 3_600_000;
// Sunday 29 November, 07:00 in New York: the customer orders are picked up on Monday and delivered
// 35 working hours later, on Thursday, within the five simulated days.
const start = new Date('2026-11-29T12:00:00.000Z');
const ORDERS = 12;
const DAYS = 5;
const TICK_MS = 30 * 60_000;

let first: Db;
let second: Db;
let closeAll: () => Promise<void>;
let accountId: string;

/**
 * Two app instances on one database, each running the simulator: on PostgreSQL
 * two connection pools (two processes), on PGlite the one database twice.
 */
beforeAll(async () => {
  const database = await createTestDatabase();
  const other = database.connectAgain ? await database.connectAgain() : undefined;
  first = database.db;
  second = other?.db ?? database.db;
  closeAll = database.close;
  accountId = (await seedAccounts(first, { password: 'pw', now: start })).enterprise.accountId;
  const parts = await insertBulkParts(first, { accountId, count: 150, now: start, status: () => 'with_customer' });
  for (let i = 0; i < ORDERS; i++) {
    const window = await firstAvailableWindow(first, start);
    await createOrder(
      first,
      accountId,
      { part_ids: [parts[i]!.id], pickup_window_start: window.start, pickup_window_end: window.end },
      start,
      DEFAULT_PICKUP_RULES,
    );
  }
}, HEAVY.timeout);
afterAll(() => closeAll());

describe('the simulator in two processes on one database', HEAVY, () => {
  it('makes each order step and each ops order once', async () => {
    let at = start.getTime();
    let moved = 0;
    let placed = 0;
    for (let tick = 0; tick < (DAYS * 24 * HOUR) / TICK_MS; tick++) {
      at += TICK_MS;
      const now = () => new Date(at);
      const results = await Promise.all([simulatorTick({ db: first, now }), simulatorTick({ db: second, now })]);
      // A step taken twice would be a step taken before it was due.
      const [latest] = await first.select({ at: max(orderTimeline.occurredAt) }).from(orderTimeline);
      expect(latest!.at!.getTime()).toBeLessThanOrEqual(at);
      for (const result of results) {
        moved += result.ordersMoved;
        placed += result.ordersPlaced;
      }
    }
    const timeline = await first.select({ orderId: orderTimeline.orderId, status: orderTimeline.status }).from(orderTimeline);
    const keys = timeline.map((entry) => `${entry.orderId} ${entry.status}`);
    expect(keys.length).toBe(new Set(keys).size);
    const [{ n }] = (await first.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId))) as [{ n: number }];
    // One ops order per two hours after the last customer order, however many simulators run.
    expect(placed).toBe(n - ORDERS);
    expect(placed).toBe((DAYS * 24 * HOUR) / OPS_ORDER_EVERY_MS);
    // Every move reported is one timeline entry or one closed delivery cycle: none was made twice.
    const steps = timeline.filter((entry) => entry.status !== 'pending').length;
    const closedCycles = await first.$count(orders, and(eq(orders.status, 'completed'), isNull(orders.nextStepAt)));
    expect(closedCycles).toBeGreaterThan(0);
    expect(moved).toBe(steps + closedCycles);
  });
});
