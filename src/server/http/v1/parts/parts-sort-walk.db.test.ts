import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_SORTS, type PartSort } from '#contract/parts';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 180_000 };
const DAY = 86_400_000;

let f: V1Fixture;
let original: Set<string>;

beforeAll(async () => {
  f = await v1Fixture();
  const bulk = await insertBulkParts(f.t.db, {
    accountId: f.account.accountId,
    count: 400,
    now: T0,
    seed: 11,
    status: (_r, i) => (i % 13 === 0 ? 'retired' : 'with_customer'),
    services: (r) => (r() < 0.6 ? 1 + Math.floor(r() * 4) : 0),
    servicedBefore: new Date(T0.getTime() - 30 * DAY),
  });
  original = new Set(bulk.map((p) => p.id));
  const ordered = bulk
    .filter((p) => p.status !== 'retired')
    .slice(0, 30)
    .map((p) => p.id);
  for (let i = 0; i < ordered.length; i += 10) {
    const res = await f.call('POST', '/v1/orders', orderBody(ordered.slice(i, i + 10)));
    expect(res.status).toBe(201);
  }
});
afterAll(() => f.t.close());

interface Row {
  id: string;
  wear_level: number;
  created_at: string;
  last_serviced_at: string | null;
  forecast_due_at: string | null;
}

async function walk(query: string, between?: () => Promise<unknown>): Promise<Row[]> {
  const seen: Row[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&after=${encodeURIComponent(cursor)}` : '';
    const res = await f.call('GET', `/v1/parts?${query}${after}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(...res.body.data);
    cursor = res.body.meta.next_cursor;
    await between?.();
  } while (cursor);
  return seen;
}

const time = (value: string | null) => (value === null ? null : Date.parse(value));

/** The sort key as [value, id] with nulls last, in ascending terms for comparison. */
function compare(sort: PartSort, a: Row, b: Row): number {
  const key = (r: Row): number | null =>
    ({
      '-created_at': time(r.created_at),
      '-wear_level': r.wear_level,
      wear_level: r.wear_level,
      forecast_due_at: time(r.forecast_due_at),
      '-last_serviced_at': time(r.last_serviced_at),
    })[sort];
  const desc = sort.startsWith('-') ? -1 : 1;
  const ka = key(a);
  const kb = key(b);
  if (ka !== kb) {
    if (ka === null) return 1;
    if (kb === null) return -1;
    return desc * (ka - kb);
  }
  return desc * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

describe('every sort walks every part exactly once under concurrent inserts', HEAVY, () => {
  for (const sort of PART_SORTS) {
    it(`sort=${sort}`, async () => {
      const rows = await walk(`sort=${sort}&limit=23`, async () => {
        f.t.clock.advance(1000);
        await createParts(f, 1);
      });
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of original) expect(ids).toContain(id);
      const originals = rows.filter((r) => original.has(r.id));
      for (let i = 1; i < originals.length; i++) expect(compare(sort, originals[i - 1]!, originals[i]!)).toBeLessThan(0);
    });
  }

  it('keeps unknown forecasts and never-serviced parts last, in id order', async () => {
    const byForecast = await walk('sort=forecast_due_at&limit=100');
    const firstNull = byForecast.findIndex((r) => r.forecast_due_at === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(byForecast.slice(firstNull).every((r) => r.forecast_due_at === null)).toBe(true);
    const byService = await walk('sort=-last_serviced_at&limit=100');
    const neverServiced = byService.findIndex((r) => r.last_serviced_at === null);
    expect(byService.slice(neverServiced).every((r) => r.last_serviced_at === null)).toBe(true);
  });

  it('refuses a cursor from one sort or filter under another', async () => {
    const first = await f.call('GET', '/v1/parts?sort=-wear_level&limit=5');
    const cursor = encodeURIComponent(first.body.meta.next_cursor);
    for (const other of [
      'sort=wear_level',
      'sort=forecast_due_at',
      '',
      'sort=-wear_level&wear_min=10',
      'sort=-wear_level&q=line',
    ]) {
      const res = await f.call('GET', `/v1/parts?${other}&limit=5&after=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_cursor');
    }
    expect((await f.call('GET', `/v1/parts?sort=-wear_level&limit=5&after=${cursor}`)).status).toBe(200);
  });

  it('composes a sort with status, type, search and wear bounds', async () => {
    const rows = await walk('sort=forecast_due_at&status=in_service&limit=7');
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => (r as unknown as { status: string }).status === 'pickup_scheduled')).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(compare('forecast_due_at', rows[i - 1]!, rows[i]!)).toBeLessThan(0);
    const worn = await walk('sort=wear_level&part_type=saw&wear_min=20&wear_max=80&q=e&limit=9');
    expect(worn.length).toBeGreaterThan(0);
    expect(worn.every((r) => r.wear_level >= 20 && r.wear_level <= 80)).toBe(true);
    const total = (await f.call('GET', '/v1/parts?part_type=saw&wear_min=20&wear_max=80&q=e&limit=1')).body.meta.total;
    expect(total).toBe(worn.length);
  });
});
