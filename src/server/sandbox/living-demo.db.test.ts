import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '#contract/invoices';
import { OPEN_ORDER_STATUSES } from '#contract/orders';
import { PART_STATUSES } from '#contract/parts';
import type { Db } from '#server/db/client';
import { invoices } from '#server/db/schema/invoices';
import { orders, orderTimeline } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { seedAccounts } from './seed/seed-accounts';
import { seedDemoData } from './seed/seed-demo-data';
import { createTestDatabase } from '#server/testing/test-database';
import { KEEP_CLOSED_ORDERS, OPS_ORDER_EVERY_MS, pruneClosedOrders } from './ops-orders';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { windowsOn } from '#server/domain/pickup-windows/window-calendar';
import { localDate } from '#contract/zoned-time';
import { workingHoursOn } from '#server/domain/pickup-windows/working-hours';
import { simulatorTick } from './simulator';

const HEAVY = { timeout: 300_000 };
const HOUR = 3_600_000;
// Wednesday 25 November, 12:30 in New York: two days through Thanksgiving, when the service is closed.
const start = new Date('2026-11-25T17:30:00.000Z');
const HOURS = 48;

let db: Db;
let close: () => Promise<void>;
let accountId: string;
beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  accountId = (await seedAccounts(db, { password: 'pw', now: start })).enterprise.accountId;
  await seedDemoData(db, { accountId, now: start });
}, HEAVY.timeout);
afterAll(() => close());

const statuses = async (table: typeof orders | typeof invoices | typeof parts) =>
  new Set((await db.selectDistinct({ s: table.status }).from(table).where(eq(table.accountId, accountId))).map((r) => r.s));

describe('the living demo', HEAVY, () => {
  it('keeps the business going: every status at every hour, pickups only in offered windows with a seat', async () => {
    const [{ n: before }] = (await db.select({ n: count() }).from(orders)) as [{ n: number }];
    let at = start.getTime();
    for (let hour = 1; hour <= HOURS; hour++) {
      for (let tick = 0; tick < 4; tick++) {
        at += 15 * 60_000;
        await simulatorTick({ db, now: () => new Date(at) });
      }
      const [open, billed, held] = [await statuses(orders), await statuses(invoices), await statuses(parts)];
      // Whatever the hour, open or closed: work goes on in working hours and waits in its status outside them.
      expect(
        {
          orders: OPEN_ORDER_STATUSES.filter((s) => !open.has(s)),
          invoices: INVOICE_STATUSES.filter((s) => !billed.has(s)),
          parts: PART_STATUSES.filter((s) => !held.has(s)),
        },
        `hour ${hour}`,
      ).toEqual({ orders: [], invoices: [], parts: [] });
    }
    // Ops placed an order every two hours, holiday or not, and only that.
    const [{ n: after }] = (await db.select({ n: count() }).from(orders)) as [{ n: number }];
    expect(after - before).toBe((HOURS * HOUR) / OPS_ORDER_EVERY_MS);
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
    // Drivers and the workshop moved orders in working hours only, the holiday included.
    const moves = await db
      .select({ at: orderTimeline.occurredAt })
      .from(orderTimeline)
      .where(
        and(
          inArray(orderTimeline.status, ['picked_up', 'in_service', 'out_for_delivery', 'completed']),
          gt(orderTimeline.occurredAt, start),
        ),
      );
    expect(moves.length).toBeGreaterThan(20);
    for (const { at: moved } of moves) {
      const hours = workingHoursOn(localDate(moved, DEFAULT_PICKUP_RULES.timeZone), DEFAULT_PICKUP_RULES);
      expect(hours && moved >= hours.start && moved <= hours.end, moved.toISOString()).toBe(true);
    }
  });

  it('bounds the data: closed orders beyond the kept number go, with their invoices and history', async () => {
    const closed = and(eq(orders.accountId, accountId), inArray(orders.status, ['completed', 'cancelled']));
    const total = async (table: typeof orders | typeof invoices) => (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await db.$count(orders, closed)).toBeGreaterThan(5);
    while ((await pruneClosedOrders(db, accountId, new Date(), 5)) > 0);
    // Five closed orders stay, plus those whose parts are still on their way back.
    expect(await db.$count(orders, and(closed, isNull(orders.nextStepAt)))).toBe(5);
    expect(await total(invoices)).toBe(await db.$count(orders, eq(orders.status, 'completed')));
    expect(KEEP_CLOSED_ORDERS).toBeGreaterThan(100);
  });
});
