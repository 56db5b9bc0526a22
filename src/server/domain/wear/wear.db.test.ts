import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { parts } from '#server/db/schema/parts';
import { createTestDatabase } from '#server/testing/test-database';
import { growWear } from './wear';
import { DAY_MS } from './wear-forecast';
import { growUntil, usageWearPerDay } from './wear-usage';
import { homeSiteOf } from '#server/domain/sites/site-queries';

let db: Db;
let close: () => Promise<void>;
const T0 = new Date('2026-11-01T00:00:00.000Z');

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values({ id: 'acct_1', name: 'A', plan: 'enterprise' });
  const siteId = await homeSiteOf(db, 'acct_1');
  const part = (id: string, status: string, wearLevel: number) => ({
    id,
    accountId: 'acct_1',
    siteId,
    partType: 'saw',
    status,
    wearLevel,
    internalLabel: id,
    wearMeasuredAt: T0,
    wearNextAt: T0,
  });
  await db
    .insert(parts)
    .values([
      part('part_in_use', 'with_customer', 40),
      part('part_dull', 'with_customer', 100),
      part('part_away', 'at_service_center', 40),
      part('part_retired', 'retired', 40),
    ]);
});
afterAll(() => close());

const rowOf = async (id: string) => (await db.select().from(parts).where(eq(parts.id, id)))[0]!;

describe('growWear', () => {
  it('dulls only parts in use with their owner, by their own pace over elapsed time, never past 100', async () => {
    const pace = usageWearPerDay('part_in_use', 'saw', 0);
    const later = new Date(T0.getTime() + 20 * DAY_MS);
    await growWear(db, later);
    expect((await rowOf('part_in_use')).wearLevel).toBe(40 + Math.floor(20 * pace));
    expect((await rowOf('part_dull')).wearLevel).toBe(100);
    expect((await rowOf('part_away')).wearLevel).toBe(40);
    expect((await rowOf('part_retired')).wearLevel).toBe(40);
    const forecast = (await rowOf('part_in_use')).forecastDueAt;
    expect(forecast).not.toBeNull();
    expect(forecast!.getTime()).toBeGreaterThan(later.getTime());
  });

  it('gives the same wear however often it runs: a pure function of elapsed time', () => {
    const start = { wearLevel: 0, wearMeasuredAt: T0 };
    const end = new Date(T0.getTime() + 30 * DAY_MS);
    const once = growUntil(start, 0.73, end);
    let state = start;
    for (let hour = 1; hour <= 30 * 24; hour++) state = growUntil(state, 0.73, new Date(T0.getTime() + hour * 3_600_000));
    expect(once.wearLevel).toBe(Math.floor(30 * 0.73));
    expect(state.wearLevel).toBe(once.wearLevel);
    expect(once.nextPointAt!.getTime()).toBeGreaterThan(end.getTime());
  });

  it('always schedules the next point after now, so a catch-up loop ends', () => {
    for (let ms = 0; ms < 2000; ms += 7) {
      const now = new Date(T0.getTime() + 86_400_000 / 0.37 + ms - 1000);
      expect(growUntil({ wearLevel: 0, wearMeasuredAt: T0 }, 0.37, now).nextPointAt!.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it('gives each part its own steady pace around its type, varying a little per cycle', () => {
    const paces = ['part_a', 'part_b', 'part_c', 'part_d'].map((id) => usageWearPerDay(id, 'blade', 0));
    expect(new Set(paces).size).toBe(4);
    for (const pace of paces) expect(pace).toBeGreaterThanOrEqual(0.6 * 0.5 * 0.85);
    expect(usageWearPerDay('part_a', 'blade', 0)).toBe(usageWearPerDay('part_a', 'blade', 0));
    expect(Math.abs(usageWearPerDay('part_a', 'blade', 1) / usageWearPerDay('part_a', 'blade', 0) - 1)).toBeLessThan(0.36);
  });
});
