import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { partHistoryResponseSchema, partListResponseSchema, partResponseSchema } from '#contract/parts';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const expectError = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(z.parse(errorBodySchema, res.body).error).toMatchObject({ code, status });
};

describe('POST /v1/parts', () => {
  it('registers a part with trimmed fields, with the customer, unworn and unserviced', async () => {
    const res = await f.call('POST', '/v1/parts', {
      part_type: 'saw',
      internal_label: '  Saw A  ',
      serial_number: ' SN-1 ',
      manufacturer: 'Ironleaf',
      model: 'X2',
    });
    expect(res.status).toBe(201);
    const part = z.parse(partResponseSchema, res.body).data;
    expect(part).toMatchObject({
      part_type: 'saw',
      internal_label: 'Saw A',
      serial_number: 'SN-1',
      manufacturer: 'Ironleaf',
      model: 'X2',
      status: 'with_customer',
      wear_level: 0,
      sharpening_count: 0,
      last_serviced_at: null,
      created_at: T0.toISOString(),
      history: [],
    });
    expect(part.id).toMatch(/^part_[0-9a-z]{16}$/);
  });

  it.each([
    [{ internal_label: 'x' }, 'part_type', 'required'],
    [{ part_type: 'spoon', internal_label: 'x' }, 'part_type', 'invalid_value'],
    [{ part_type: 'saw', internal_label: '   ' }, 'internal_label', 'required'],
    [{ part_type: 'saw', internal_label: 'x'.repeat(201) }, 'internal_label', 'too_long'],
    [{ part_type: 'saw', internal_label: 'x', model: 7 }, 'model', 'invalid_type'],
    [{ part_type: 'saw', internal_label: 'x', status: 'retired' }, 'status', 'unknown_field'],
  ])('refuses %j with 422 %s %s and writes nothing', async (body, field, code) => {
    const res = await f.call('POST', '/v1/parts', body);
    expectError(res, 422, 'validation_failed');
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ field, code }));
    expect((await f.call('GET', '/v1/parts')).body.meta.total).toBe(0);
  });

  it('registers a part with only its type and label, the other descriptive fields empty', async () => {
    const res = await f.call('POST', '/v1/parts', { part_type: 'knife', internal_label: 'Knife 1' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ serial_number: '', manufacturer: '', model: '', status: 'with_customer' });
  });

  it('answers 400 invalid_json to a malformed body', async () => {
    expectError(await f.call('POST', '/v1/parts', '{"part_type":'), 400, 'invalid_json');
  });
});

describe('GET /v1/parts', () => {
  it('lists newest first with list fields only and the page meta', async () => {
    await createParts(f, 2, 'saw');
    f.t.clock.advance(1000);
    const [newest] = await createParts(f, 1, 'knife');
    const res = await f.call('GET', '/v1/parts?limit=2');
    expect(res.status).toBe(200);
    const list = z.parse(partListResponseSchema, res.body);
    expect(list.data[0]!.id).toBe(newest);
    expect(Object.keys(list.data[0]!).sort()).toEqual(
      [
        'id',
        'part_type',
        'status',
        'wear_level',
        'sharpening_count',
        'forecast_due_at',
        'internal_label',
        'serial_number',
        'created_at',
        'last_serviced_at',
        'site_id',
      ].sort(),
    );
    expect(list.meta).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(list.meta.next_cursor).toEqual(expect.any(String));
    const last = await f.call('GET', `/v1/parts?limit=2&after=${encodeURIComponent(list.meta.next_cursor!)}`);
    expect(last.body.meta).toMatchObject({ total: 3, page: 2, per_page: 2, next_cursor: null });
    expect(last.body.data).toHaveLength(1);
  });

  it('filters by part_type, status and the in_service group', async () => {
    const [blade] = await createParts(f, 1, 'blade');
    await createParts(f, 2, 'saw');
    expect((await f.call('POST', '/v1/orders', orderBody([blade!]))).status).toBe(201);
    expect((await f.call('GET', '/v1/parts?part_type=saw')).body.meta.total).toBe(2);
    expect((await f.call('GET', '/v1/parts?status=with_customer')).body.meta.total).toBe(2);
    const inService = await f.call('GET', '/v1/parts?status=in_service');
    expect(inService.body.data.map((p: { id: string }) => p.id)).toEqual([blade]);
    expect((await f.call('GET', '/v1/parts?status=pickup_scheduled&part_type=blade')).body.meta.total).toBe(1);
  });

  it('refuses unknown filter values naming the allowed ones, and bad limits', async () => {
    const res = await f.call('GET', '/v1/parts?status=lost');
    expectError(res, 400, 'invalid_parameter');
    expect(res.body.error.details[0]).toMatchObject({ field: 'status', code: 'invalid_value' });
    expect(res.body.error.details[0].message).toContain('in_service');
    expectError(await f.call('GET', '/v1/parts?part_type=spoon'), 400, 'invalid_parameter');
    for (const limit of ['0', '101', '-1', '2.5', 'ten', '', '1e2']) {
      expectError(await f.call('GET', `/v1/parts?limit=${limit}`), 400, 'invalid_parameter');
    }
    expect((await f.call('GET', '/v1/parts?limit=100')).status).toBe(200);
  });
});

describe('GET, PATCH /v1/parts/:id and its history', () => {
  it('reads the full part with manufacturer, model and history', async () => {
    const [id] = await createParts(f, 1);
    const res = await f.call('GET', `/v1/parts/${id}`);
    expect(z.parse(partResponseSchema, res.body).data).toMatchObject({ id, manufacturer: '', model: '', history: [] });
    expect(z.parse(partHistoryResponseSchema, (await f.call('GET', `/v1/parts/${id}/history`)).body).data).toEqual([]);
  });

  it('updates only the descriptive fields and answers with the full part', async () => {
    const [id] = await createParts(f, 1);
    const res = await f.call('PATCH', `/v1/parts/${id}`, { internal_label: ' Renamed ', model: 'M9' });
    expect(res.status).toBe(200);
    expect(z.parse(partResponseSchema, res.body).data).toMatchObject({ id, internal_label: 'Renamed', model: 'M9' });
    expect((await f.call('GET', `/v1/parts/${id}`)).body.data.internal_label).toBe('Renamed');
  });

  it('changes each descriptive field on its own and leaves the others as they were', async () => {
    const res = await f.call('POST', '/v1/parts', {
      part_type: 'saw',
      internal_label: 'Saw A',
      serial_number: 'SN-1',
      manufacturer: 'Ironleaf',
      model: 'X2',
    });
    const id = res.body.data.id as string;
    const expected = { internal_label: 'Saw A', serial_number: 'SN-1', manufacturer: 'Ironleaf', model: 'X2' };
    for (const [field, value] of [
      ['internal_label', 'Saw B'],
      ['serial_number', 'SN-2'],
      ['manufacturer', 'Kessler'],
      ['model', 'X3'],
    ] as const) {
      const patched = await f.call('PATCH', `/v1/parts/${id}`, { [field]: value });
      expect(patched.status).toBe(200);
      Object.assign(expected, { [field]: value });
      expect(patched.body.data).toMatchObject(expected);
      expect((await f.call('GET', `/v1/parts/${id}`)).body.data).toMatchObject(expected);
    }
  });

  it('answers an empty change with the part as it is', async () => {
    const [id] = await createParts(f, 1);
    const before = (await f.call('GET', `/v1/parts/${id}`)).body.data;
    const res = await f.call('PATCH', `/v1/parts/${id}`, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(before);
  });

  it('refuses fields that are not updatable, and a blank label', async () => {
    const [id] = await createParts(f, 1);
    for (const body of [{ status: 'retired' }, { wear_level: 0 }, { id: 'part_x' }]) {
      const res = await f.call('PATCH', `/v1/parts/${id}`, body);
      expectError(res, 422, 'validation_failed');
      expect(res.body.error.details[0].code).toBe('unknown_field');
    }
    expectError(await f.call('PATCH', `/v1/parts/${id}`, { internal_label: '' }), 422, 'validation_failed');
    expect((await f.call('GET', `/v1/parts/${id}`)).body.data.status).toBe('with_customer');
  });

  it('answers 404 not_found for unknown ids', async () => {
    expectError(await f.call('GET', '/v1/parts/part_nope'), 404, 'not_found');
    expectError(await f.call('GET', '/v1/parts/part_nope/history'), 404, 'not_found');
    expectError(await f.call('PATCH', '/v1/parts/part_nope', { model: 'x' }), 404, 'not_found');
  });
});
