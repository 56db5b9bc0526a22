import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const register = (internal_label: string, serial_number: string, extra: Record<string, unknown> = {}) =>
  f.call('POST', '/v1/parts', { part_type: 'knife', internal_label, serial_number, ...extra });

describe('one part per serial number', () => {
  it('POST refuses a serial another part has (trimmed, any case), naming that part', async () => {
    const first = await register('Line 1 knife', 'VE-564425');
    for (const serial of ['VE-564425', ' ve-564425 ']) {
      const res = await register('Line 2 knife', serial);
      expect(res.status).toBe(422);
      expect(res.body.error.details).toEqual([
        {
          field: 'serial_number',
          code: 'duplicate_serial',
          message: `Serial number "${serial.trim()}" is already registered to "Line 1 knife" (${first.body.data.id}). Each part needs its own serial number; leave it empty if the part has none.`,
          existing_part: { id: first.body.data.id, internal_label: 'Line 1 knife' },
        },
      ]);
    }
    expect((await f.call('GET', '/v1/parts')).body.meta.total).toBe(1);
  });

  it('POST accepts parts without serial numbers, and a serial only a retired part had', async () => {
    expect((await register('A', '')).status).toBe(201);
    expect((await register('B', '  ')).status).toBe(201);
    const old = await register('Old', 'OLD-7');
    expect((await f.call('POST', `/v1/parts/${old.body.data.id}/retire`)).status).toBe(200);
    expect((await register('New', 'old-7')).status).toBe(201);
  });

  it('POST reports a taken serial beside the body’s other problems', async () => {
    await register('Line 1 knife', 'VE-1');
    const res = await register('', 'VE-1');
    expect(res.body.error.details.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual([
      ['internal_label', 'required'],
      ['serial_number', 'duplicate_serial'],
    ]);
  });

  it('PATCH refuses another part’s serial, and lets a part keep or re-case its own', async () => {
    const a = (await register('A', 'SN-A')).body.data;
    const b = (await register('B', 'SN-B')).body.data;
    const taken = await f.call('PATCH', `/v1/parts/${b.id}`, { serial_number: 'sn-a' });
    expect(taken.status).toBe(422);
    expect(taken.body.error.details[0]).toMatchObject({
      field: 'serial_number',
      code: 'duplicate_serial',
      existing_part: { id: a.id, internal_label: 'A' },
    });
    expect((await f.call('GET', `/v1/parts/${b.id}`)).body.data.serial_number).toBe('SN-B');
    expect((await f.call('PATCH', `/v1/parts/${b.id}`, { serial_number: 'sn-b', model: 'M' })).status).toBe(200);
    expect((await f.call('PATCH', `/v1/parts/${a.id}`, { internal_label: 'A2' })).status).toBe(200);
  });

  it('PATCH lets a retired part take any serial, and answers 404 for an unknown part', async () => {
    await register('A', 'SN-A');
    const b = (await register('B', 'SN-B')).body.data;
    await f.call('POST', `/v1/parts/${b.id}/retire`);
    expect((await f.call('PATCH', `/v1/parts/${b.id}`, { serial_number: 'SN-A' })).status).toBe(200);
    expect((await f.call('PATCH', '/v1/parts/part_unknown', { serial_number: 'SN-A' })).status).toBe(404);
  });
});
