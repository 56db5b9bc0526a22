import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { accounts, parts } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { growWear } from './wear';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values({ id: 'acct_1', name: 'A', plan: 'enterprise' });
  const part = (id: string, status: string, wearLevel: number) => ({ id, accountId: 'acct_1', partType: 'saw', status, wearLevel, internalLabel: id });
  await db.insert(parts).values([
    part('part_in_use', 'with_customer', 40),
    part('part_dull', 'with_customer', 100),
    part('part_away', 'at_service_center', 40),
    part('part_retired', 'retired', 40),
  ]);
});
afterAll(() => close());

const wearOf = async (id: string) => (await db.select().from(parts).where(eq(parts.id, id)))[0]!.wearLevel;

describe('growWear', () => {
  it('only dulls parts in use with their owner, one point at a time, never past 100', async () => {
    for (let i = 0; i < 60; i++) await growWear(db, 1);
    expect(await wearOf('part_in_use')).toBeGreaterThan(40);
    expect(await wearOf('part_in_use')).toBeLessThanOrEqual(100);
    expect(await wearOf('part_dull')).toBe(100);
    expect(await wearOf('part_away')).toBe(40);
    expect(await wearOf('part_retired')).toBe(40);
  });
});
