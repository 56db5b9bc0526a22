import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { partCounts, partMakerCounts, parts, partWearCounts } from '#server/db/schema/parts';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { createTestDatabase } from '#server/testing/test-database';
import { advanceOrder } from '#server/domain/orders/advance-order';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { firstAvailableWindow } from '#server/testing/offered-windows';
import { createOrder } from '#server/domain/orders/create-order';
import { createPart } from './part-commands';
import { registerParts } from './register-parts';

let db: Db;
let close: () => Promise<void>;
const now = new Date('2026-11-21T08:00:00.000Z');

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values([
    { id: 'acct_a', name: 'A', plan: 'enterprise' },
    { id: 'acct_b', name: 'B', plan: 'enterprise' },
  ]);
});
afterAll(() => close());

/** Counter rows of part_counts, part_wear_counts or part_maker_counts that disagree with the parts table. */
async function countsDiffer(): Promise<unknown[]> {
  const result = await db.execute(sql`
    select 'part_counts' counter, coalesce(c.account_id, p.account_id) account_id, coalesce(c.status, p.status) status,
           coalesce(c.part_type, p.part_type) part_type, null::int wear_level, c.n counted, p.n actual
    from part_counts c
    full join (select account_id, status, part_type, count(*)::int n from parts group by 1, 2, 3) p
      using (account_id, status, part_type)
    where coalesce(c.n, 0) <> coalesce(p.n, 0)
    union all
    select 'part_wear_counts', coalesce(c.account_id, p.account_id), coalesce(c.status, p.status),
           coalesce(c.part_type, p.part_type), coalesce(c.wear_level, p.wear_level), c.n, p.n
    from part_wear_counts c
    full join (select account_id, status, part_type, wear_level, count(*)::int n from parts group by 1, 2, 3, 4) p
      using (account_id, status, part_type, wear_level)
    where coalesce(c.n, 0) <> coalesce(p.n, 0)
    union all
    select 'part_maker_counts', coalesce(c.account_id, p.account_id), coalesce(c.status, p.status),
           coalesce(c.part_type, p.part_type), null, c.n, p.n
    from part_maker_counts c
    full join (select account_id, status, part_type, manufacturer, model, count(*)::int n from parts group by 1, 2, 3, 4, 5) p
      using (account_id, status, part_type, manufacturer, model)
    where coalesce(c.n, 0) <> coalesce(p.n, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('part counter triggers', () => {
  it('stay exact through bulk inserts, API creates, order moves, updates and deletes', async () => {
    const bulk = await insertBulkParts(db, {
      accountId: 'acct_a',
      count: 2500,
      now,
      seed: 3,
      status: (_r, i) => (i % 10 === 0 ? 'retired' : 'with_customer'),
    });
    await insertBulkParts(db, { accountId: 'acct_b', count: 300, now, seed: 4 });
    expect(await countsDiffer()).toEqual([]);

    const created = await createPart(db, 'acct_a', { part_type: 'chisel', internal_label: 'C' }, now);
    const types = ['blade', 'knife', 'saw', 'drill_bit'] as const;
    await registerParts(
      db,
      'acct_b',
      Array.from({ length: 1000 }, (_, i) => ({ part_type: types[i % 4]!, internal_label: `B${i}`, manufacturer: `M${i % 7}` })),
      now,
    );
    expect(await countsDiffer()).toEqual([]);
    const orderable = bulk
      .filter((p) => p.status !== 'retired')
      .slice(0, 3)
      .map((p) => p.id);
    const window = await firstAvailableWindow(db, now);
    const order = await createOrder(
      db,
      'acct_a',
      { part_ids: [...orderable, created.id], pickup_window_start: window.start, pickup_window_end: window.end },
      now,
      DEFAULT_PICKUP_RULES,
    );
    expect(await countsDiffer()).toEqual([]);
    for (let step = 0; step < 3; step++) await advanceOrder(db, order.id, now);
    expect(await countsDiffer()).toEqual([]);

    await db.update(parts).set({ partType: 'saw' }).where(eq(parts.accountId, 'acct_b'));
    await db.update(parts).set({ wearLevel: 50 }).where(eq(parts.accountId, 'acct_a'));
    await db.execute(
      sql`update parts set wear_level = least(100, wear_level + (abs(hashtext(id)) % 7)) where account_id = 'acct_b'`,
    );
    await db.update(parts).set({ manufacturer: 'Hanamura', model: 'Hana 7' }).where(eq(parts.status, 'retired'));
    await db.execute(sql`update parts set model = model || ' mk2' where account_id = 'acct_a' and abs(hashtext(id)) % 3 = 0`);
    await db.delete(parts).where(eq(parts.id, bulk[0]!.id));
    expect(await countsDiffer()).toEqual([]);
    expect(await db.$count(partCounts)).toBeGreaterThan(0);
    expect(await db.$count(partWearCounts)).toBeGreaterThan(0);
    expect(await db.$count(partMakerCounts)).toBeGreaterThan(0);
  });
});
