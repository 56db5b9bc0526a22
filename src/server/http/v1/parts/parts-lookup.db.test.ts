import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { serialSearchKey } from '#contract/serial-numbers';
import { parts } from '#server/db/schema/parts';
import { clientFor, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
const ids: Record<string, string> = {};

// Registered in this order, a millisecond apart, so "newest first" is the reverse of it.
const PARTS: [key: string, body: Record<string, string>][] = [
  ['exact', { part_type: 'blade', internal_label: 'Press brake blade', serial_number: 'NW-01171' }],
  ['longer', { part_type: 'blade', internal_label: 'Spare press blade', serial_number: 'NW-011710' }],
  ['suffixed', { part_type: 'blade', internal_label: 'Shear blade', serial_number: 'nw 01171-B' }],
  ['labelled', { part_type: 'knife', internal_label: 'NW 01171 holder' }],
  ['model', { part_type: 'saw', internal_label: 'Band saw', serial_number: 'BR-5', model: 'NW 01171 series' }],
  ['inside', { part_type: 'saw', internal_label: 'Cold saw', serial_number: 'XNW-01171' }],
  ['other', { part_type: 'blade', internal_label: 'Other blade', serial_number: 'NW-01172' }],
  ['line', { part_type: 'blade', internal_label: 'Line 2 blade #1', serial_number: 'LB-1' }],
  ['line10', { part_type: 'blade', internal_label: 'Line 2 blade #10', serial_number: 'LB-10' }],
  ['lineSpare', { part_type: 'blade', internal_label: 'line 2 blade #1 spare', serial_number: 'LB-11' }],
  ['oldLine', { part_type: 'blade', internal_label: 'Old line 2 blade #1', serial_number: 'LB-12' }],
  ['newLine', { part_type: 'blade', internal_label: 'New line 2 blade #1', serial_number: 'LB-13' }],
];

beforeAll(async () => {
  f = await v1Fixture();
  for (const [key, body] of PARTS) {
    const res = await f.call('POST', '/v1/parts', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids[key] = res.body.data.id;
    f.t.clock.advance(1);
  }
  // Another account's part with the same number is never found.
  const other = await f.t.createAccount();
  const res = await clientFor(f.t, await other.createKey(['parts:write'])).call('POST', '/v1/parts', {
    part_type: 'blade',
    internal_label: 'Theirs',
    serial_number: 'NW-01171',
  });
  expect(res.status).toBe(201);
});
afterAll(() => f.t.close());

const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;

async function listed(q: string): Promise<string[]> {
  const res = await f.call('GET', `/v1/parts?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.meta.total).toBe(res.body.data.length);
  return res.body.data.map((p: { id: string }) => keyOf(p.id)).sort();
}

async function lookedUp(q: string, limit?: number): Promise<{ keys: string[]; total: number }> {
  const res = await f.call('GET', `/v1/parts/lookup?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { keys: res.body.data.map((p: { id: string }) => keyOf(p.id)), total: res.body.meta.total };
}

describe('GET /v1/parts?q finds a serial number however it is typed', () => {
  it('with a space, a slash or nothing instead of its dash, in any case', async () => {
    for (const q of ['NW 01171', 'NW01171', 'nw01171', 'nw-01171', 'Nw/01171', ' nw 0 1171'])
      expect(await listed(q), q).toEqual(expect.arrayContaining(['exact', 'longer', 'suffixed', 'inside']));
    expect(await listed('NW01171')).toEqual(['exact', 'inside', 'longer', 'suffixed']);
    expect(await listed('nw 01172')).toEqual(['other']);
  });

  it('matches labels, manufacturers and models by their text alone', async () => {
    // The label and the model hold "NW 01171" with its space: typed so, they match; typed without it, they do not.
    expect(await listed('NW 01171')).toEqual(['exact', 'inside', 'labelled', 'longer', 'model', 'suffixed']);
    expect(await listed('nw01171 holder')).toEqual([]);
    expect(await listed('press-brake')).toEqual([]);
  });

  it('finds no serial by a term of punctuation alone', async () => {
    expect(await listed('#')).toEqual(['line', 'line10', 'lineSpare', 'newLine', 'oldLine']);
    expect(await listed('/')).toEqual([]);
  });
});

describe('GET /v1/parts/lookup', () => {
  it('answers the best matches first: serials starting with the term (the exact one first), labels starting with it, then the rest newest first', async () => {
    expect(await lookedUp('NW 01171')).toEqual({
      keys: ['exact', 'longer', 'suffixed', 'labelled', 'inside', 'model'],
      total: 6,
    });
    expect(await lookedUp('nw01171')).toEqual({ keys: ['exact', 'longer', 'suffixed', 'inside'], total: 4 });
    expect(await lookedUp('line 2 blade #1')).toEqual({
      keys: ['line', 'lineSpare', 'line10', 'newLine', 'oldLine'],
      total: 5,
    });
  });

  it('keeps the best when more match than it answers, and counts them all', async () => {
    expect(await lookedUp('NW 01171', 1)).toEqual({ keys: ['exact'], total: 6 });
    expect(await lookedUp('nw 01171', 4)).toEqual({ keys: ['exact', 'longer', 'suffixed', 'labelled'], total: 6 });
    expect(await lookedUp('LINE 2 BLADE #1', 2)).toEqual({ keys: ['line', 'lineSpare'], total: 5 });
  });

  it('lists a part once, at its best rank', async () => {
    // Its serial and its label both start with the term.
    await f.t.db.update(parts).set({ internalLabel: 'NW-01171 spare' }).where(eq(parts.id, ids.longer!));
    try {
      expect(await lookedUp('nw-01171')).toEqual({ keys: ['exact', 'longer', 'suffixed', 'inside'], total: 4 });
    } finally {
      await f.t.db.update(parts).set({ internalLabel: 'Spare press blade' }).where(eq(parts.id, ids.longer!));
    }
  });

  it('finds retired parts too, and says so when nothing matches', async () => {
    expect((await f.call('POST', `/v1/parts/${ids.other}/retire`)).status).toBe(200);
    expect(await lookedUp('NW 01172')).toEqual({ keys: ['other'], total: 1 });
    expect(await lookedUp('zz-404')).toEqual({ keys: [], total: 0 });
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a%0Ab', 'q'],
    ['q=nw&limit=0', 'limit'],
    ['q=nw&limit=101', 'limit'],
    ['q=nw&limit=01', 'limit'],
    ['q=nw&after=abc', 'after'],
  ])('%s → 400 invalid_parameter naming %s', async (query, field) => {
    const res = await f.call('GET', `/v1/parts/lookup?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_parameter');
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('GET /v1/parts/lookup in the OpenAPI document', () => {
  it('is named an extension, with q required and its own limit', async () => {
    const doc = (await (await f.t.request('/v1/openapi.json')).json()) as {
      paths: Record<string, { get: { summary: string; parameters: { name: string; required: boolean; schema: object }[] } }>;
    };
    const lookup = doc.paths['/v1/parts/lookup']!.get;
    expect(lookup.summary).toMatch(/^Extension: /);
    const param = (name: string) => lookup.parameters.find((p) => p.name === name);
    expect(param('q')).toMatchObject({ required: true });
    expect(param('limit')).toMatchObject({ required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } });
    expect(doc.paths['/v1/parts']!.get.parameters.every((p) => !p.required)).toBe(true);
  });
});

describe('the serial search key', () => {
  it('is the contract’s rule, stored by the database', async () => {
    const serials = ['QX-01171', ' qx 01171 ', 'Säge-Nr. 7/b', 'ÉCOLE_9', 'STRAßE 4', 'İZ-1', '中文-٣', '50% off', '---', ''];
    const created: string[] = [];
    for (const [i, serial] of serials.entries()) {
      const res = await f.call('POST', '/v1/parts', { part_type: 'chisel', internal_label: `Key ${i}`, serial_number: serial });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      created.push(res.body.data.id);
    }
    const rows = await f.t.db
      .select({ serial: parts.serialNumber, key: parts.serialSearchKey })
      .from(parts)
      .where(inArray(parts.id, created));
    expect(rows.length).toBe(serials.length);
    for (const row of rows) expect(row.key, row.serial).toBe(serialSearchKey(row.serial));
  });
});
