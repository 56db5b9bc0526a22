import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { parts } from '#server/db/schema/parts';
import { createParts, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
let partId: string;
beforeAll(async () => {
  f = await v1Fixture();
  [partId] = (await createParts(f, 1)) as [string];
});
afterAll(() => f.t.close());

const partCount = async () => (await f.t.db.select({ n: count() }).from(parts))[0]!.n;

async function refusedCodes(method: string, path: string, body: unknown): Promise<string[]> {
  const before = { count: await partCount(), part: (await f.call('GET', `/v1/parts/${partId}`)).body };
  const res = await f.call(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect({ count: await partCount(), part: (await f.call('GET', `/v1/parts/${partId}`)).body }).toEqual(before);
  return errorBodySchema
    .parse(res.body)
    .error.details!.map((d) => `${d.field}:${d.code}`)
    .sort();
}

describe('part writes report every problem in one answer, writing nothing', () => {
  it('POST /v1/parts: an unknown type, a too long label, a control character and an unknown field', async () => {
    const codes = await refusedCodes('POST', '/v1/parts', {
      part_type: 'spoon',
      internal_label: 'x'.repeat(201),
      serial_number: 'S\u00001',
      colour: 'red',
    });
    expect(codes).toEqual([
      'colour:unknown_field',
      'internal_label:too_long',
      'part_type:invalid_value',
      'serial_number:invalid_characters',
    ]);
  });

  it('PATCH /v1/parts/:id: a blank label, a wrong type and a field that cannot be changed', async () => {
    const codes = await refusedCodes('PATCH', `/v1/parts/${partId}`, { internal_label: '  ', model: 5, status: 'retired' });
    expect(codes).toEqual(['internal_label:required', 'model:invalid_type', 'status:unknown_field']);
  });
});
