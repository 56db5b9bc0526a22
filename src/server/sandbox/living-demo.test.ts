import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '#contract/invoices';
import { OPEN_ORDER_STATUSES } from '#contract/orders';
import type { Db } from '#server/db/client';
import { invoices } from '#server/db/schema/invoices';
import { orders } from '#server/db/schema/orders';
import { seedAccounts } from './seed/seed-accounts';
import { seedDemoData } from './seed/seed-demo-data';
import { createTestDatabase } from '#server/testing/test-database';
import { KEEP_CLOSED_ORDERS, OPS_ORDER_EVERY_MS, pruneClosedOrders } from './ops-orders';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { windowsOn } from '#server/domain/pickup-windows/window-calendar';
import { localDate } from '#contract/zoned-time';
import { simulatorTick } from './simulator';

const HEAVY = { timeout: 300_000 };
const HOUR = 3_600_000;
// Wednesday 2 December, 20:30 in New York: a weekday evening, when every status is held at once.
const start = new Date('2026-12-03T01:30:00.000Z');

let db: Db;
let close: () => Promise<void>;
let accountId: string;
beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  accountId = (await seedAccounts(db, { password: 'pw', now: start })).enterprise.accountId;
  await seedDemoData(db, { accountId, now: start });
}, HEAVY.timeout);
afterAll(() => close());

const statuses = async (table: typeof orders | typeof invoices) =>
  new Set((await db.selectDistinct({ s: table.status }).from(table).where(eq(table.accountId, accountId))).map((r) => r.s));

describe('the living demo', HEAVY, () => {
  it('keeps a business day going: every status in its hours, pickups only in offered windows with a seat', async () => {
    const [{ n: before }] = (await db.select({ n: count() }).from(orders)) as [{ n: number }];
    const seen = { orders: new Set<string>(), invoices: new Set<string>() };
    let at = start.getTime();
    for (let hour = 1; hour <= 24; hour++) {
      for (let tick = 0; tick < 4; tick++) {
        at += 15 * 60_000;
        await simulatorTick({ db, now: () => new Date(at) });
      }
      const open = await statuses(orders);
      const billed = await statuses(invoices);
      open.forEach((s) => seen.orders.add(s));
      billed.forEach((s) => seen.invoices.add(s));
      // Whatever the hour: orders waiting for pickup or in the workshop, and invoices sent and settled.
      expect(
        ['pending', 'scheduled', 'in_service'].filter((s) => !open.has(s)),
        `hour ${hour}`,
      ).toEqual([]);
      expect(
        ['sent', 'paid', 'overdue'].filter((s) => !billed.has(s)),
        `hour ${hour}`,
      ).toEqual([]);
    }
    // Over the day, pickups (business hours) and deliveries (afternoon into the night) happen too.
    expect(OPEN_ORDER_STATUSES.filter((s) => !seen.orders.has(s))).toEqual([]);
    expect(INVOICE_STATUSES.filter((s) => !seen.invoices.has(s))).toEqual([]);
    // Ops placed an order every two hours, and only that.
    const [{ n: after }] = (await db.select({ n: count() }).from(orders)) as [{ n: number }];
    expect(after - before).toBe((24 * HOUR) / OPS_ORDER_EVERY_MS);
    // Every open order holds an offered window, and no window holds more orders than its seats.
    const held = await db
      .select({ start: orders.pickupWindowStart, end: orders.pickupWindowEnd, n: count() })
      .from(orders)
      .where(and(eq(orders.accountId, accountId), inArray(orders.status, ['pending', 'scheduled'])))
      .groupBy(orders.pickupWindowStart, orders.pickupWindowEnd);
    expect(held.length).toBeGreaterThan(0);
    for (const window of held) {
      const day = localDate(window.start, DEFAULT_PICKUP_RULES.timeZone);
      expect(windowsOn(day, DEFAULT_PICKUP_RULES).map((w) => w.start.getTime())).toContain(window.start.getTime());
      expect(window.n).toBeLessThanOrEqual(DEFAULT_PICKUP_RULES.capacity);
    }
  });

  it('bounds the data: closed orders beyond the kept number go, with their invoices and history', async () => {
    const closed = and(eq(orders.accountId, accountId), inArray(orders.status, ['completed', 'cancelled']));
    const total = async (table: typeof orders | typeof invoices) => (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await db.$count(orders, closed)).toBeGreaterThan(5);
    while ((await pruneClosedOrders(db, accountId, 5)) > 0);
    // Five closed orders stay, plus those whose parts are still on their way back.
    expect(await db.$count(orders, and(closed, isNull(orders.nextStepAt)))).toBe(5);
    expect(await total(invoices)).toBe(await db.$count(orders, eq(orders.status, 'completed')));
    expect(KEEP_CLOSED_ORDERS).toBeGreaterThan(100);
  });
});
