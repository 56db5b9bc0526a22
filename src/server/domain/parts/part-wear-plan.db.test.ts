import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartSort } from '#contract/parts';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { parts } from '#server/db/schema/parts';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { createTestDatabase } from '#server/testing/test-database';
import type { PartRow } from './part-mappers';
import { listParts, type PartFilters } from './part-queries';
import { expectedPartIds, PART_SCOPES, walkPartList } from '#server/testing/part-list-walks';
import { choosePlan } from './part-wear-plan';

const ACCOUNT = 'acct_plans';
const now = new Date('2026-11-21T08:00:00.000Z');
const STATUSES = ['with_customer', 'pickup_scheduled', 'at_service_center', 'retired'] as const;

let db: Db;
let close: () => Promise<void>;
let all: PartRow[];

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values({ id: ACCOUNT, name: 'Plans', plan: 'enterprise' });
  const bulk = await insertBulkParts(db, {
    accountId: ACCOUNT,
    count: 240,
    now,
    seed: 7,
    status: (_r, i) => STATUSES[i % 7 === 0 ? 3 : i % 5 === 0 ? 1 : i % 11 === 0 ? 2 : 0]!,
    services: (r) => (r() < 0.6 ? 1 + Math.floor(r() * 4) : 0),
    servicedBefore: new Date(now.getTime() - 30 * 86_400_000),
  });
  // Ties on every sort key, so the id tie-break runs inside and across wear levels.
  const tied = bulk.filter((_p, i) => i % 9 === 0).map((p) => p.id);
  const [first] = await db.select().from(parts).where(eq(parts.id, bulk[0]!.id));
  await db
    .update(parts)
    .set({ createdAt: first!.createdAt, forecastDueAt: now, lastServicedAt: first!.createdAt })
    .where(inArray(parts.id, tied));
  all = await db.select().from(parts).where(eq(parts.accountId, ACCOUNT));
});
afterAll(() => close());

const walk = (filters: PartFilters, plan: 'walk' | 'bands') =>
  walkPartList(db, ACCOUNT, filters, { now, limit: 7, force: { wear: plan } });
const expected = (filters: PartFilters) => expectedPartIds(all, filters);

const SORTS: PartSort[] = ['-created_at', 'forecast_due_at', '-last_serviced_at'];
const BOUNDS: PartFilters[] = [{ wear_min: '30' }, { wear_min: '13', wear_max: '45' }, { wear_max: '20' }, { wear_min: '100' }];

describe('a wear-bounded list read band by band or by walking the sort index', () => {
  for (const sort of SORTS)
    it(`returns the same pages and totals under sort=${sort}`, async () => {
      for (const bounds of BOUNDS)
        for (const scope of PART_SCOPES) {
          const filters = { ...bounds, ...scope, sort };
          const want = expected(filters);
          const byWalk = await walk(filters, 'walk');
          const byBands = await walk(filters, 'bands');
          expect(byBands, JSON.stringify(filters)).toEqual(byWalk);
          expect(byWalk.pages.flat(), JSON.stringify(filters)).toEqual(want);
          expect(new Set(byWalk.totals), JSON.stringify(filters)).toEqual(new Set([want.length]));
        }
    });

  it('reads the chosen plan the same way as either forced one', async () => {
    const filters: PartFilters = { wear_min: '25', sort: 'forecast_due_at' };
    const chosen: string[] = [];
    let after = null;
    do {
      const page = await listParts(db, ACCOUNT, filters, { limit: 11, after }, now);
      chosen.push(...page.items.map((p) => p.id));
      after = page.next;
    } while (after);
    expect(chosen).toEqual(expected(filters));
  });
});

describe('choosePlan', () => {
  const choose = (counts: Map<number, number>, bounds: PartFilters, pageRows: number) =>
    choosePlan(
      counts,
      [...counts.values()].reduce((a, b) => a + b, 0),
      bounds,
      pageRows,
    );

  const counts = new Map([
    [0, 500],
    [10, 300],
    [72, 40],
    [75, 30],
    [100, 20],
  ]);

  it('walks the sort index when the rows outside the bounds are few', () => {
    const dense = new Map([
      [0, 50],
      [10, 3000],
      [70, 400],
      [100, 200],
    ]);
    expect(choose(dense, { wear_min: '1' }, 101)).toEqual({ total: 3600, plan: { kind: 'walk' } });
  });

  it('reads band by band, over the bands that hold rows, when the walk could skip many', () => {
    expect(choose(counts, { wear_min: '50' }, 101)).toEqual({ total: 90, plan: { kind: 'bands', from: 7, to: 10 } });
    expect(choose(counts, { wear_min: '20', wear_max: '30' }, 101)).toEqual({
      total: 0,
      plan: { kind: 'bands', from: 2, to: 3 },
    });
  });

  it('counts the rows a cut band skips', () => {
    // wear_min=75 cuts band 7: its band walk skips the 300 rows at 72, as the plain walk would.
    const cut = new Map([
      [0, 5],
      [72, 300],
      [75, 30],
      [85, 500],
      [95, 500],
      [100, 20],
    ]);
    expect(choose(cut, { wear_min: '75' }, 101).plan).toEqual({ kind: 'walk' });
    // With many fresh parts in front, a walk could skip them all; the bands read about a page each.
    expect(choose(new Map([...cut, [10, 2000]]), { wear_min: '70' }, 101).plan).toEqual({ kind: 'bands', from: 7, to: 10 });
  });

  it('reads the wear index in range for the wear sorts', () => {
    expect(choose(counts, { wear_min: '50', sort: '-wear_level' }, 101).plan).toEqual({ kind: 'range' });
  });
});
