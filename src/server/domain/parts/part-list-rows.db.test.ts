import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { parts } from '#server/db/schema/parts';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { createTestDatabase } from '#server/testing/test-database';
import { PART_ORDERS } from './part-list-order';
import { readListRows } from './part-list-rows';

const ACCOUNT = 'acct_list_rows';
const now = new Date('2026-11-21T08:00:00.000Z');

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values({ id: ACCOUNT, name: 'List rows', plan: 'enterprise' });
  const [first, second] = await insertBulkParts(db, { accountId: ACCOUNT, count: 5, now, seed: 3 });
  // Milliseconds that a float or a time zone would bend, a null, and text JSON must escape.
  await db
    .update(parts)
    .set({
      createdAt: new Date('1999-12-31T23:59:59.999Z'),
      lastServicedAt: new Date('2026-03-29T01:30:00.001Z'),
      forecastDueAt: null,
      internalLabel: 'Line "7" \\ back\u00e9\n#2',
    })
    .where(eq(parts.id, first!.id));
  await db
    .update(parts)
    .set({ lastServicedAt: null, forecastDueAt: new Date('2027-01-01T00:00:00.000Z') })
    .where(eq(parts.id, second!.id));
});

afterAll(() => close());

it('reads every list column as stored, times to the millisecond and nulls included, in the page order', async () => {
  const stored = await db.select().from(parts).where(eq(parts.accountId, ACCOUNT));
  const order = PART_ORDERS['forecast_due_at'];
  const page = db.select().from(parts).where(eq(parts.accountId, ACCOUNT)).orderBy(parts.forecastDueAt, parts.id).limit(10);

  const rows = await readListRows(db, page, order);

  const byForecast = [...stored].sort(
    (a, b) => (a.forecastDueAt?.getTime() ?? Infinity) - (b.forecastDueAt?.getTime() ?? Infinity) || (a.id < b.id ? -1 : 1),
  );
  expect(rows).toEqual(
    byForecast.map((p) => ({
      id: p.id,
      partType: p.partType,
      status: p.status,
      wearLevel: p.wearLevel,
      sharpeningCount: p.sharpeningCount,
      internalLabel: p.internalLabel,
      serialNumber: p.serialNumber,
      createdAt: p.createdAt,
      lastServicedAt: p.lastServicedAt,
      forecastDueAt: p.forecastDueAt,
      manufacturer: p.manufacturer,
      model: p.model,
      siteId: p.siteId,
    })),
  );
  expect(rows.find((r) => r.internalLabel.includes('"7"'))?.createdAt.toISOString()).toBe('1999-12-31T23:59:59.999Z');
});

it('reads an empty page as no rows', async () => {
  const page = db.select().from(parts).where(eq(parts.accountId, 'acct_nobody')).limit(10);
  expect(await readListRows(db, page, PART_ORDERS['-created_at'])).toEqual([]);
});
