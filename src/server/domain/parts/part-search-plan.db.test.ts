import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_SORTS } from '#contract/parts';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { parts } from '#server/db/schema/parts';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { createTestDatabase } from '#server/testing/test-database';
import type { PartRow } from './part-mappers';
import type { PartFilters } from './part-queries';
import { expectedPartIds, PART_SCOPES, walkPartList } from '#server/testing/part-list-walks';
import { PART_ORDERS } from './part-list-order';
import { readSearchFirstPage } from './part-search-plan';

const ACCOUNT = 'acct_search_plans';
const now = new Date('2026-11-21T08:00:00.000Z');
const STATUSES = ['with_customer', 'pickup_scheduled', 'at_service_center', 'retired'] as const;

let db: Db;
let close: () => Promise<void>;
let all: PartRow[];

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values([
    { id: ACCOUNT, name: 'Search plans', plan: 'enterprise' },
    { id: 'acct_other', name: 'Other', plan: 'enterprise' },
  ]);
  const bulk = await insertBulkParts(db, {
    accountId: ACCOUNT,
    count: 240,
    now,
    seed: 11,
    status: (_r, i) => STATUSES[i % 7 === 0 ? 3 : i % 5 === 0 ? 1 : i % 11 === 0 ? 2 : 0]!,
  });
  await insertBulkParts(db, { accountId: 'acct_other', count: 60, now, seed: 12 });
  // A maker's name in labels and serials too, on parts made by it and by others: a part found
  // by both is one match, and one found by its label alone still counts.
  const named = bulk.filter((_p, i) => i % 13 === 0).map((p) => p.id);
  await db.update(parts).set({ internalLabel: 'Kessler spare 50% off_cut' }).where(inArray(parts.id, named));
  // Letters beyond ASCII and punctuation inside a word: the search key drops what is not a letter or digit.
  const punctuated = bulk.filter((_p, i) => i % 17 === 0).map((p) => p.id);
  await db.update(parts).set({ internalLabel: 'Säge-Nr. 7/b' }).where(inArray(parts.id, punctuated));
  // Serials a person types differently: letters beyond ASCII, a slash and a space inside.
  const odd = bulk.filter((_p, i) => i % 19 === 0);
  for (const [i, part] of odd.entries()) {
    await db
      .update(parts)
      .set({ serialNumber: `ÄB-${i}/7 x` })
      .where(eq(parts.id, part.id));
  }
  const tied = bulk.filter((_p, i) => i % 9 === 0).map((p) => p.id);
  const [first] = await db.select().from(parts).where(eq(parts.id, bulk[0]!.id));
  await db.update(parts).set({ createdAt: first!.createdAt }).where(inArray(parts.id, tied));
  all = await db.select().from(parts).where(eq(parts.accountId, ACCOUNT));
});
afterAll(() => close());

const walk = (filters: PartFilters, search?: 'walk' | 'gather') =>
  walkPartList(db, ACCOUNT, filters, { now, limit: 7, force: { search } });
const expected = (filters: PartFilters) => expectedPartIds(all, filters);

// By maker (many), maker and serial prefix on the same parts, serial only, label only, the
// literal `%` and `_`, upper case, and nothing. Then punctuation: a serial typed without its dash
// or with a space or a slash instead (its key matches), punctuation alone (no key: text only),
// words around it, and a label typed without its punctuation (labels match by text alone).
const TERMS = [
  'kessler',
  'KE',
  'ke-4',
  'spare',
  '50%',
  'off_c',
  'Nordlund 3',
  'zzz-none',
  'ke4',
  'KE 4',
  'ke/4',
  '-',
  'säge-nr. 7/',
  'nr. 7',
  'säge nr 7',
  'äb 1',
  'ÄB17X',
];

describe('a search first page read by walking the sort index or by gathering every match', () => {
  for (const sort of PART_SORTS)
    it(`returns the same pages and totals under sort=${sort}`, async () => {
      for (const q of TERMS)
        for (const scope of PART_SCOPES) {
          const filters = { q, ...scope, sort };
          const label = JSON.stringify(filters);
          const want = expected(filters);
          const byWalk = await walk(filters, 'walk');
          const byGathering = await walk(filters, 'gather');
          const chosen = await walk(filters);
          expect(byWalk.pages.flat(), label).toEqual(want);
          expect(byGathering, label).toEqual(byWalk);
          expect(chosen, label).toEqual(byWalk);
          expect(new Set(byWalk.totals), label).toEqual(new Set([want.length]));
        }
    });
});

describe('readSearchFirstPage', () => {
  const newest = PART_ORDERS['-created_at'];
  const read = (q: string, pageRows: number, status?: 'retired') =>
    readSearchFirstPage(db, ACCOUNT, { q, ...(status && { status }) }, newest, pageRows);

  it('walks when the parts found by manufacturer or model alone put a page near the start, with the exact total', async () => {
    expect(await read('kessler', 2)).toEqual({ kind: 'walk', total: expected({ q: 'kessler' }).length });
  });

  it('gathers, counts and reads the page in one go when few parts match by manufacturer or model', async () => {
    for (const q of ['ke-4', 'KE 4', 'spare']) {
      const result = await read(q, 8);
      const want = expected({ q });
      expect(result.kind, q).toBe('gathered');
      expect(result.total, q).toBe(want.length);
      expect(result.kind === 'gathered' && result.rows.map((p) => p.id), q).toEqual(want.slice(0, 8));
    }
  });

  it('gathers when a page is most of the scope, and finds nothing without failing', async () => {
    expect((await read('kessler', 200, 'retired')).kind).toBe('gathered');
    expect(await read('zzz-none', 8)).toEqual({ kind: 'gathered', rows: [], total: 0 });
  });
});
