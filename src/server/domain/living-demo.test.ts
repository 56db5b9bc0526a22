import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '../../contract/invoices';
import { OPEN_ORDER_STATUSES } from '../../contract/orders';
import type { Db } from '../db/client';
import { invoices, orders } from '../db/schema';
import { seedAccounts } from '../seed/seed-accounts';
import { seedDemoData } from '../seed/seed-demo-data';
import { createTestDatabase } from '../testing/test-database';
import { KEEP_CLOSED_ORDERS, OPS_ORDER_EVERY_MS, pruneClosedOrders } from './orders/ops-orders';
import { simulatorTick } from './simulator';

const HEAVY = { timeout: 300_000 };
const HOUR = 3_600_000;
const start = new Date('2026-11-21T08:00:00.000Z');

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
  it('keeps orders in every open status and invoices in every status through a simulated day', async () => {
    const [{ n: before }] = (await db.select({ n: count() }).from(orders)) as [{ n: number }];
    let at = start.getTime();
    for (let hour = 1; hour <= 24; hour++) {
      for (let tick = 0; tick < 4; tick++) {
        at += 15 * 60_000;
        await simulatorTick({ db, now: () => new Date(at) });
      }
      const open = await statuses(orders);
      expect(
        OPEN_ORDER_STATUSES.filter((s) => !open.has(s)),
        `hour ${hour}`,
      ).toEqual([]);
      const billed = await statuses(invoices);
      expect(
        INVOICE_STATUSES.filter((s) => !billed.has(s)),
        `hour ${hour}`,
      ).toEqual([]);
    }
    // Ops placed an order every two hours, and only that.
    const [{ n: after }] = (await db.select({ n: count() }).from(orders)) as [{ n: number }];
    expect(after - before).toBe((24 * HOUR) / OPS_ORDER_EVERY_MS);
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
