import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parts } from '#server/db/schema/parts';
import { v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
const ids: Record<string, string> = {};

const PARTS = [
  {
    key: 'a',
    part_type: 'blade',
    internal_label: 'Line 1 slicer',
    serial_number: 'KX-40417',
    manufacturer: 'Kessler',
    model: 'Edge 300',
  },
  {
    key: 'b',
    part_type: 'saw',
    internal_label: 'Workshop band saw',
    serial_number: 'BR-99120',
    manufacturer: 'Brandt & Sohn',
    model: 'Band 7',
  },
  {
    key: 'c',
    part_type: 'knife',
    internal_label: '50%_off knife',
    serial_number: 'HA-10001',
    manufacturer: 'Hanamura',
    model: 'Gyuto',
  },
  { key: 'd', part_type: 'chisel', internal_label: 'Bench chisel', serial_number: '', manufacturer: 'Marlow', model: 'M-12' },
];
const WEAR: Record<string, number> = { a: 0, b: 39, c: 70, d: 100 };

beforeAll(async () => {
  f = await v1Fixture();
  for (const { key, ...body } of PARTS) {
    const res = await f.call('POST', '/v1/parts', body);
    ids[key] = res.body.data.id;
    await f.t.db.update(parts).set({ wearLevel: WEAR[key]! }).where(eq(parts.id, ids[key]!));
  }
});
afterAll(() => f.t.close());

async function found(query: string): Promise<string[]> {
  const res = await f.call('GET', `/v1/parts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.meta.total).toBe(res.body.data.length);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return res.body.data.map((p: { id: string }) => byId[p.id]).sort();
}

describe('GET /v1/parts?q', () => {
  it('finds a case-insensitive substring of every searchable field', async () => {
    expect(await found('q=SLICER')).toEqual(['a']); // internal_label
    expect(await found('q=x-404')).toEqual(['a']); // serial_number
    expect(await found('q=brandt%20%26')).toEqual(['b']); // manufacturer
    expect(await found('q=gyut')).toEqual(['c']); // model
    expect(await found('q=m-1')).toEqual(['d']);
    expect(await found('q=n')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes % and _ literally and never matches across two fields', async () => {
    expect(await found('q=50%25_')).toEqual(['c']);
    expect(await found('q=%25')).toEqual(['c']);
    expect(await found('q=slicer%20KX')).toEqual([]);
    expect(await found('q=zzz')).toEqual([]);
  });

  it('composes with type and wear bounds', async () => {
    expect(await found('q=n&part_type=saw')).toEqual(['b']);
    expect(await found('q=n&wear_min=70')).toEqual(['c', 'd']);
  });
});

describe('GET /v1/parts?wear_min&wear_max', () => {
  it('are inclusive bounds', async () => {
    expect(await found('wear_min=39')).toEqual(['b', 'c', 'd']);
    expect(await found('wear_max=39')).toEqual(['a', 'b']);
    expect(await found('wear_min=39&wear_max=70')).toEqual(['b', 'c']);
    expect(await found('wear_min=100&wear_max=100')).toEqual(['d']);
    expect(await found('wear_min=0&wear_max=0')).toEqual(['a']);
  });
});

describe('bad values of the new parameters', () => {
  it.each([
    ['wear_min=101', 'wear_min'],
    ['wear_min=-1', 'wear_min'],
    ['wear_max=4.5', 'wear_max'],
    ['wear_max=abc', 'wear_max'],
    ['wear_min=01', 'wear_min'],
    ['wear_min=80&wear_max=20', 'wear_min'],
    ['due_within=366', 'due_within'],
    ['due_within=1.5', 'due_within'],
    ['due_within=-3', 'due_within'],
    ['sort=newest', 'sort'],
    ['sort=created_at', 'sort'],
    ['q=', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a%0Ab', 'q'],
  ])('%s → 400 invalid_parameter naming %s', async (query, field) => {
    const res = await f.call('GET', `/v1/parts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_parameter');
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

// Last: it registers more parts.
describe('the total of a search walk', () => {
  const body = (i: number) => Object.fromEntries(Object.entries(PARTS[i]!).filter(([k]) => k !== 'key'));

  it('is counted on the first page and carried by the cursor, while a new walk counts again', async () => {
    const first = await f.call('GET', '/v1/parts?q=n&limit=1');
    expect(first.body.meta.total).toBe(4);
    const created = await f.call('POST', '/v1/parts', { ...body(0), internal_label: 'Line 9 slicer', serial_number: 'KX-40418' });
    expect(created.status).toBe(201);
    const second = await f.call('GET', `/v1/parts?q=n&limit=1&after=${encodeURIComponent(first.body.meta.next_cursor)}`);
    expect(second.status).toBe(200);
    expect(second.body.meta.total).toBe(4);
    expect(second.body.meta.page).toBe(2);
    expect((await f.call('GET', '/v1/parts?q=n&limit=1')).body.meta.total).toBe(5);
    // Totals served from counters follow every change, mid-walk too.
    const plain = await f.call('GET', '/v1/parts?limit=1');
    await f.call('POST', '/v1/parts', { ...body(1), internal_label: 'Spare band saw', serial_number: 'BR-99121' });
    const next = await f.call('GET', `/v1/parts?limit=1&after=${encodeURIComponent(plain.body.meta.next_cursor)}`);
    expect(next.body.meta.total).toBe(plain.body.meta.total + 1);
  });
});
