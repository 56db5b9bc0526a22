import * as z from 'zod/mini';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { partBatchCreatedSchema, partBatchDryRunSchema } from '#contract/parts-batch';
import { parts } from '#server/db/schema/parts';
import { v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  part_type: (['blade', 'knife', 'saw'] as const)[i % 3],
  internal_label: `Row ${i}`,
  serial_number: `SN-${i}`,
  manufacturer: 'Kessler',
  model: 'K1',
  ...extra,
});
const rows = (n: number, at: (i: number) => Record<string, unknown> = row) => Array.from({ length: n }, (_, i) => at(i));
const storedParts = async () => (await f.t.db.select({ n: count() }).from(parts))[0]!.n;
const batch = (body: unknown, headers?: Record<string, string>) => f.call('POST', '/v1/parts/batch', body, headers);

describe('POST /v1/parts/batch', () => {
  it('registers every part in the order given, trimmed, and keeps the list totals exact', async () => {
    const res = await batch({ parts: [row(0, { internal_label: '  Slicer  ' }), row(1), row(2, { serial_number: '' })] });
    expect(res.status).toBe(201);
    const body = z.parse(partBatchCreatedSchema, res.body);
    expect(body.data.map((p) => p.internal_label)).toEqual(['Slicer', 'Row 1', 'Row 2']);
    expect(body.data.map((p) => p.part_type)).toEqual(['blade', 'knife', 'saw']);
    expect(body.data[0]).toMatchObject({ status: 'with_customer', wear_level: 0, manufacturer: 'Kessler', history: [] });
    expect(body.meta).toEqual({ created: 3, import_id: null });
    expect((await f.call('GET', '/v1/parts')).body.meta.total).toBe(3);
    expect((await f.call('GET', '/v1/parts?part_type=knife')).body.meta.total).toBe(1);
    expect((await f.call('GET', '/v1/parts?status=with_customer&part_type=saw')).body.meta.total).toBe(1);
  });

  it('writes nothing when row 999 of 1,000 is bad, and names that row', async () => {
    const res = await batch({ parts: rows(1000, (i) => (i === 998 ? row(i, { internal_label: '   ' }) : row(i))) });
    expect(res.status).toBe(422);
    const { error } = z.parse(errorBodySchema, res.body);
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual([
      {
        field: 'parts[998].internal_label',
        code: 'required',
        message: 'parts[998].internal_label must not be empty.',
        row: 998,
      },
    ]);
    expect(await storedParts()).toBe(0);
    expect((await f.call('GET', '/v1/parts')).body.meta.total).toBe(0);
  });

  it('reports every bad row however many there are, each detail naming its row', async () => {
    const res = await batch({
      parts: rows(1000, (i) => (i >= 700 ? row(i, { part_type: 'spoon', model: 'x'.repeat(201) }) : row(i))),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details_total).toBeUndefined();
    expect(res.body.error.details).toHaveLength(600);
    expect(res.body.error.message).toContain('300 rows');
    const last = res.body.error.details.filter((d: { row: number }) => d.row === 999);
    expect(last.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual([
      ['parts[999].part_type', 'invalid_value'],
      ['parts[999].model', 'too_long'],
    ]);
  });

  it('reports a row that is not an object, and a row’s unknown fields in one detail', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`extra_${i}`, 1]));
    const res = await batch({ parts: [row(0), 'knife', row(2, unknown), null] });
    expect(res.status).toBe(422);
    expect(res.body.error.details.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual([
      ['parts[1]', 'invalid_type'],
      ['parts[2]', 'unknown_field'],
      ['parts[3]', 'invalid_type'],
    ]);
    expect(res.body.error.details[1].message).toContain('and 45 more');
    expect(await storedParts()).toBe(0);
  });

  it('refuses a serial number repeated in the batch (trimmed, any case), but not empty ones', async () => {
    const res = await batch({
      parts: [
        row(0, { serial_number: 'VE-564425' }),
        row(1, { serial_number: '' }),
        row(2, { serial_number: ' ve-564425 ' }),
        row(3, { serial_number: '' }),
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      expect.objectContaining({ field: 'parts[2].serial_number', code: 'duplicate_serial', row: 2 }),
    ]);
    expect(res.body.error.details[0].message).toContain('parts[0]');
  });

  it('refuses a serial number a part of the account has, naming that part; a retired part’s does not count', async () => {
    const existing = (await f.call('POST', '/v1/parts', row(0, { serial_number: 'VE-564425', internal_label: 'Line 1 knife' })))
      .body.data;
    const retired = (await f.call('POST', '/v1/parts', row(1, { serial_number: 'OLD-1' }))).body.data;
    expect((await f.call('POST', `/v1/parts/${retired.id}/retire`)).status).toBe(200);
    const res = await batch({ parts: [row(5, { serial_number: 'old-1' }), row(6, { serial_number: 'Ve-564425' })] });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      {
        field: 'parts[1].serial_number',
        code: 'duplicate_serial',
        message: expect.stringContaining('"Line 1 knife"'),
        row: 1,
        existing_part: { id: existing.id, internal_label: 'Line 1 knife' },
      },
    ]);
    expect(await storedParts()).toBe(2);
  });

  it('reports a row’s own problems and its duplicate serial together', async () => {
    await f.call('POST', '/v1/parts', row(0, { serial_number: 'DUP-1' }));
    const res = await batch({ parts: [row(1, { part_type: 'spoon', serial_number: 'dup-1' })] });
    expect(res.body.error.details.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual([
      ['parts[0].part_type', 'invalid_value'],
      ['parts[0].serial_number', 'duplicate_serial'],
    ]);
  });

  it('answers a dry run with what would be registered and every problem, and writes nothing', async () => {
    await f.call('POST', '/v1/parts', row(0, { serial_number: 'TAKEN-1' }));
    const res = await batch({
      dry_run: true,
      parts: [row(1, { internal_label: ' Fine ' }), row(2, { serial_number: 'taken-1' }), row(3, { part_type: 'spoon' })],
    });
    expect(res.status).toBe(200);
    const { data } = z.parse(partBatchDryRunSchema, res.body);
    expect(data.rows).toBe(3);
    expect(data.ready).toEqual([
      { row: 0, part_type: 'knife', internal_label: 'Fine', serial_number: 'SN-1', manufacturer: 'Kessler', model: 'K1' },
    ]);
    expect(data.problems.map((d) => [d.row, d.code])).toEqual([
      [1, 'duplicate_serial'],
      [2, 'invalid_value'],
    ]);
    expect(await storedParts()).toBe(1);
  });

  it('takes at most 1,000 parts, and says so', async () => {
    const res = await batch({ parts: rows(1001) });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      {
        field: 'parts',
        code: 'too_big',
        message: 'A batch takes at most 1,000 parts; this one has 1,001. Send the rest in another request.',
      },
    ]);
    expect(await storedParts()).toBe(0);
  });

  it('refuses a body that is not a batch before reading any row', async () => {
    for (const body of [{ parts: [] }, { parts: 'x' }, { rows: [row(0)] }, { parts: [row(0)], dry_run: 'yes' }]) {
      const res = await batch(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await storedParts()).toBe(0);
  });

  it('admits 1,000 rows of 200-character fields, in UTF-8 of three bytes a character, as one request', async () => {
    const long = (i: number) => `${'界'.repeat(190)}${String(i).padStart(10, '0')}`;
    const body = JSON.stringify({
      parts: rows(1000, (i) => ({
        part_type: 'saw',
        internal_label: long(i),
        serial_number: long(i),
        manufacturer: long(i),
        model: long(i),
      })),
    });
    expect(new TextEncoder().encode(body).length).toBeGreaterThan(2_400_000);
    const before = Number((await f.call('GET', '/v1/parts?limit=1')).headers.get('X-RateLimit-Remaining'));
    const res = await batch(body);
    expect(res.status).toBe(201);
    expect(res.body.meta.created).toBe(1000);
    expect(Number(res.headers.get('X-RateLimit-Remaining'))).toBe(before - 1);
    expect((await f.call('GET', '/v1/parts?part_type=saw')).body.meta.total).toBe(1000);
  }, 60_000);

  it('refuses a body over 4 MB with 413', async () => {
    const res = await batch(JSON.stringify({ parts: [row(0, { model: 'x'.repeat(4 * 1024 * 1024) })] }));
    expect(res.status).toBe(413);
    expect(await storedParts()).toBe(0);
  });

  it('replays the same answer to a repeat under the same Idempotency-Key, registering once', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const body = { parts: rows(50) };
    const first = await batch(body, key);
    const again = await batch(body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await storedParts()).toBe(50);
    expect((await batch({ parts: rows(2) }, key)).body.error.code).toBe('idempotency_key_reused');
  });

  it('lets a refused batch be corrected and sent again under the same Idempotency-Key', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    expect((await batch({ parts: [row(0, { part_type: 'spoon' })] }, key)).status).toBe(422);
    expect((await batch({ parts: [row(0)] }, key)).status).toBe(201);
    expect(await storedParts()).toBe(1);
  });

  it('needs parts:write', async () => {
    const reader = await f.account.createKey(['parts:read']);
    const res = await f.t.request('/v1/parts/batch', {
      method: 'POST',
      headers: { Authorization: `Bearer ${reader}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ parts: [row(0)] }),
    });
    expect(res.status).toBe(403);
    expect(await storedParts()).toBe(0);
  });
});

describe('GET /v1/parts?import_id=', () => {
  it('lists exactly the parts of one import, over its batches, newest first, with status and type', async () => {
    await f.call('POST', '/v1/parts', row(900));
    const importId = crypto.randomUUID();
    expect((await batch({ import_id: importId, parts: rows(3) })).status).toBe(201);
    f.t.clock.advance(1000);
    expect((await batch({ import_id: importId, parts: rows(2, (i) => row(10 + i)) })).status).toBe(201);
    await batch({ import_id: 'another', parts: [row(50)] });

    const first = await f.call('GET', `/v1/parts?import_id=${importId}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.meta.total).toBe(5);
    expect(first.body.data.map((p: { internal_label: string }) => p.internal_label).sort()).toEqual(['Row 10', 'Row 11']);
    await f.call('POST', '/v1/parts', row(901));
    const rest = await f.call(
      'GET',
      `/v1/parts?import_id=${importId}&limit=5&after=${encodeURIComponent(first.body.meta.next_cursor)}`,
    );
    expect(rest.body.meta.total).toBe(5);
    expect(rest.body.data.map((p: { internal_label: string }) => p.internal_label).sort()).toEqual(['Row 0', 'Row 1', 'Row 2']);
    expect((await f.call('GET', `/v1/parts?import_id=${importId}&part_type=knife`)).body.meta.total).toBe(2);
    expect((await f.call('GET', '/v1/parts?import_id=none')).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses an import filter with search, wear, forecast or sort, and a malformed one', async () => {
    for (const query of ['q=x', 'wear_min=10', 'due_within=3', 'sort=-wear_level']) {
      const res = await f.call('GET', `/v1/parts?import_id=abc&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.details[0].field).toBe('import_id');
    }
    expect((await f.call('GET', '/v1/parts?import_id=a%20b')).status).toBe(400);
  });
});

describe('GET /v1/parts?include=', () => {
  it('adds manufacturer and model to list items when asked, and only then', async () => {
    await batch({ parts: [row(0, { manufacturer: 'Hanamura', model: 'Gyuto' })] });
    expect((await f.call('GET', '/v1/parts?include=manufacturer,model')).body.data[0]).toMatchObject({
      manufacturer: 'Hanamura',
      model: 'Gyuto',
    });
    const plain = (await f.call('GET', '/v1/parts')).body.data[0];
    expect(plain.manufacturer).toBeUndefined();
    expect(plain.model).toBeUndefined();
    expect((await f.call('GET', '/v1/parts?include=serial')).status).toBe(400);
  });
});
