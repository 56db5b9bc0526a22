import { and, count, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES } from '#contract/invoices';
import { OPEN_ORDER_STATUSES } from '#contract/orders';
import { PART_STATUSES } from '#contract/parts';
import type { Db } from '#server/db/client';
import { invoices } from '#server/db/schema/invoices';
import { orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { createTestDatabase } from '#server/testing/test-database';
import { seedAccounts } from './seed/seed-accounts';
import { seedDemoData } from './seed/seed-demo-data';
import { MOST_WORN_LEFT_TO_THE_CUSTOMER } from './ops-orders';
import { simulatorTick } from './simulator';

const HEAVY = { timeout: 300_000 };
/** The server's default SIMULATOR_INTERVAL_MS. */
const TICK_MS = 2_000;

/** The portal's "due for service" threshold (wear_min=70 in the parts list). */
const DUE_WEAR = 70;

async function duePartCount(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parts)
    .where(and(eq(parts.accountId, accountId), eq(parts.status, 'with_customer'), gte(parts.wearLevel, DUE_WEAR)));
  return row!.n;
}

async function missingStatuses(db: Db, accountId: string) {
  const held = async (table: typeof parts | typeof orders | typeof invoices) =>
    new Set((await db.selectDistinct({ s: table.status }).from(table).where(eq(table.accountId, accountId))).map((r) => r.s));
  const [partStatuses, orderStatuses, invoiceStatuses] = await Promise.all([held(parts), held(orders), held(invoices)]);
  return {
    parts: PART_STATUSES.filter((s) => !partStatuses.has(s)),
    orders: OPEN_ORDER_STATUSES.filter((s) => !orderStatuses.has(s)),
    invoices: INVOICE_STATUSES.filter((s) => !invoiceStatuses.has(s)),
  };
}

/** A first start at `start` (sandbox clock), then a minute of the simulator at its default pace. */
async function firstMinuteOfDemo(start: Date) {
  const { db, close } = await createTestDatabase();
  try {
    const accountId = (await seedAccounts(db, { password: 'pw', now: start })).enterprise.accountId;
    await seedDemoData(db, { accountId, now: start });
    const afterSeed = await missingStatuses(db, accountId);
    const dueAfterSeed = await duePartCount(db, accountId);
    for (let at = start.getTime() + TICK_MS; at <= start.getTime() + 60_000; at += TICK_MS)
      await simulatorTick({ db, now: () => new Date(at) });
    return {
      afterSeed,
      dueAfterSeed,
      afterMinute: await missingStatuses(db, accountId),
      dueAfterMinute: await duePartCount(db, accountId),
    };
  } finally {
    await close();
  }
}

const EVERY_STATUS = { parts: [], orders: [], invoices: [] };

describe('the living demo at any hour', HEAVY, () => {
  it.each([
    ['on a Sunday morning, with no pickup since Friday', '2026-11-22T15:00:00.000Z'],
    ['in the night after Thanksgiving, with no pickup since Wednesday', '2026-11-27T08:50:00.000Z'],
    ['on the Monday after Thanksgiving, ten days after the live era began', '2026-11-30T14:00:00.000Z'],
  ])('shows every part, open order and invoice status, and parts due for the customer to order, %s', async (_when, iso) => {
    const seen = await firstMinuteOfDemo(new Date(iso));
    // The seed alone (a server started with the simulator off still shows them all), and a minute on.
    expect(seen.afterSeed).toEqual(EVERY_STATUS);
    expect(seen.afterMinute).toEqual(EVERY_STATUS);
    // Ops leaves the most worn parts to the customer, so the portal's due views are never empty.
    expect(seen.dueAfterSeed).toBeGreaterThanOrEqual(MOST_WORN_LEFT_TO_THE_CUSTOMER);
    expect(seen.dueAfterMinute).toBeGreaterThanOrEqual(MOST_WORN_LEFT_TO_THE_CUSTOMER);
  });
});
