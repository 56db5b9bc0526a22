import { afterEach, describe, expect, it } from 'vitest';
import { pickupWindowListResponseSchema } from '#contract/pickup-windows';
import { clientFor, createParts, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
afterEach(() => f?.t.close());

async function list(query: string, at?: string) {
  if (at) f.t.clock.set(new Date(at));
  const res = await f.call('GET', `/v1/pickup-windows${query}`);
  if (res.status === 200) pickupWindowListResponseSchema.parse(res.body);
  return res;
}

async function order(client: V1Fixture | ReturnType<typeof clientFor>, start: string, end: string) {
  const [part] = await createParts(client, 1);
  const res = await client.call('POST', '/v1/orders', { part_ids: [part], pickup_window_start: start, pickup_window_end: end });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

/** Each test makes a database; the first on a busy machine can take longer than the default 30 s. */
const HEAVY = { timeout: 120_000 };

describe('GET /v1/pickup-windows', HEAVY, () => {
  it('defaults to today and the next 13 days in the service zone, with the earliest available window', async () => {
    f = await v1Fixture(); // Saturday 2026-11-21, 03:00 in New York
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({
      time_zone: 'America/New_York',
      from: '2026-11-21',
      to: '2026-12-04',
      next_cursor: null,
    });
    expect(res.body.meta.earliest_available).toEqual({ start: '2026-11-23T13:00:00.000Z', end: '2026-11-23T15:00:00.000Z' });
    // 9 business days (Thanksgiving closed) × 5 windows.
    expect(res.body.data).toHaveLength(45);
    expect(res.body.meta.total).toBe(45);
    expect(res.body.data[0]).toEqual({
      start: '2026-11-23T13:00:00.000Z',
      end: '2026-11-23T15:00:00.000Z',
      capacity: 4,
      remaining: 4,
      available: true,
      unavailable_reason: null,
    });
  });

  it('follows local wall-clock time across the DST change', async () => {
    f = await v1Fixture();
    const res = await list('?from=2026-10-30&to=2026-11-02', '2026-10-28T16:00:00Z');
    expect(res.body.data.map((w: { start: string }) => w.start).filter((_: string, i: number) => i % 5 === 0)).toEqual([
      '2026-10-30T12:00:00.000Z',
      '2026-11-02T13:00:00.000Z',
    ]);
    const spring = await list('?from=2027-03-12&to=2027-03-15', '2027-03-10T16:00:00Z');
    expect(spring.body.data[0].start).toBe('2027-03-12T13:00:00.000Z');
    expect(spring.body.data[5].start).toBe('2027-03-15T12:00:00.000Z');
  });

  it('offers nothing on a holiday and lists it as a closed day', async () => {
    f = await v1Fixture();
    const res = await list('?from=2026-11-26&to=2026-11-27');
    expect(res.body.meta.closed_days).toEqual([{ date: '2026-11-26', reason: 'holiday', name: 'Thanksgiving Day' }]);
    expect(res.body.data.every((w: { start: string }) => w.start.startsWith('2026-11-27'))).toBe(true);
    expect(res.body.data).toHaveLength(5);
    // Weekends have no windows: the business weekdays say so, so a client need not guess.
    expect(res.body.meta.business_days).toEqual([1, 2, 3, 4, 5]);
  });

  it('marks today’s windows too soon, drops ended ones, and starts the earliest after a holiday', async () => {
    f = await v1Fixture();
    const monday = await list('?from=2026-11-23&to=2026-11-24', '2026-11-23T15:00:00Z'); // 10:00 in New York
    expect(monday.body.data[0]).toMatchObject({
      start: '2026-11-23T15:00:00.000Z',
      available: false,
      unavailable_reason: 'too_soon',
    });
    expect(monday.body.data.filter((w: { available: boolean }) => !w.available)).toHaveLength(4);
    expect(monday.body.meta.earliest_available.start).toBe('2026-11-24T13:00:00.000Z');
    const wednesday = await list('?from=2026-11-25&to=2026-11-25', '2026-11-25T15:00:00Z');
    expect(wednesday.body.data.every((w: { unavailable_reason: string }) => w.unavailable_reason === 'too_soon')).toBe(true);
    expect(wednesday.body.meta.earliest_available.start).toBe('2026-11-27T13:00:00.000Z');
  });

  it('ends at the 60-day horizon', async () => {
    f = await v1Fixture(); // horizon: 2027-01-20T08:00Z, before that day's first window
    const res = await list('?from=2027-01-15&to=2027-01-25');
    const days = [...new Set(res.body.data.map((w: { start: string }) => w.start.slice(0, 10)))];
    expect(days).toEqual(['2027-01-15', '2027-01-19']);
    expect(res.body.meta.closed_days).toEqual([{ date: '2027-01-18', reason: 'holiday', name: 'Martin Luther King Jr. Day' }]);
    expect((await list('?from=2027-02-01&to=2027-02-05')).body.data).toEqual([]);
  });

  it('counts seats from open orders of every account; cancelled orders give theirs back', async () => {
    f = await v1Fixture();
    const other = clientFor(f.t, await (await f.t.createAccount()).createKey(['parts:write', 'orders:write']));
    const [start, end] = ['2026-11-24T15:00:00.000Z', '2026-11-24T17:00:00.000Z'];
    const first = await order(f, start, end);
    await order(other, start, end);
    await order(other, start, end);
    const window = async () => (await list('?from=2026-11-24&to=2026-11-24')).body.data[1];
    expect(await window()).toMatchObject({ start, remaining: 1, available: true });
    await order(f, start, end);
    expect(await window()).toMatchObject({ start, capacity: 4, remaining: 0, available: false, unavailable_reason: 'full' });
    expect((await f.call('POST', `/v1/orders/${first}/cancel`)).status).toBe(200);
    expect(await window()).toMatchObject({ remaining: 1, available: true });
  });

  it('names the earliest available window beyond the range and past full ones', async () => {
    f = await v1Fixture();
    for (let i = 0; i < 4; i++) await order(f, '2026-11-23T13:00:00.000Z', '2026-11-23T15:00:00.000Z');
    const res = await list('?from=2026-12-01&to=2026-12-01');
    expect(res.body.meta.earliest_available).toEqual({ start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T17:00:00.000Z' });
    expect((await list('?from=2026-11-23&to=2026-11-23')).body.meta.earliest_available.start).toBe('2026-11-23T15:00:00.000Z');
  });

  it('refuses bad ranges with 400 and details', async () => {
    f = await v1Fixture();
    for (const query of [
      '?from=2026-12-02&to=2026-12-01',
      '?from=2026-12-01&to=2027-01-01',
      '?from=2026-02-30',
      '?to=yesterday',
      '?day=1',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('invalid_parameter');
      expect(res.body.error.details.length, query).toBeGreaterThan(0);
    }
    expect((await list('?from=2026-12-01&to=2026-12-31')).status).toBe(200);
  });

  it('at a site, offers only the windows inside its receiving hours, outside its closed dates, in its zone', async () => {
    f = await v1Fixture(); // Saturday 2026-11-21, 03:00 in New York
    const weekday = [{ start: '07:00', end: '11:00' }]; // Chicago: 08:00–12:00 in New York
    const created = await f.call('POST', '/v1/sites', {
      name: 'Lakeside',
      address: { line1: '1 Lake Shore Dr', city: 'Chicago', country: 'US' },
      time_zone: 'America/Chicago',
      receiving_hours: { mon: weekday, tue: weekday, wed: [], thu: weekday, fri: weekday, sat: [], sun: [] },
      closed_dates: [{ date: '2026-11-24', reason: 'Inventory' }],
    });
    expect(created.status).toBe(201);
    const res = await list(`?from=2026-11-23&to=2026-11-25&site_id=${created.body.data.id}`);
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({
      time_zone: 'America/Chicago',
      earliest_available: { start: '2026-11-23T13:00:00.000Z', end: '2026-11-23T15:00:00.000Z' },
    });
    const states = (res.body.data as { start: string; unavailable_reason: string | null }[]).map(
      (w) => `${w.start.slice(5, 16)} ${w.unavailable_reason ?? 'available'}`,
    );
    expect(states).toEqual([
      '11-23T13:00 available',
      '11-23T15:00 available',
      '11-23T17:00 outside_receiving_hours',
      '11-23T19:00 outside_receiving_hours',
      '11-23T21:00 outside_receiving_hours',
      ...['13', '15', '17', '19', '21'].map((hour) => `11-24T${hour}:00 site_closed`),
      ...['13', '15', '17', '19', '21'].map((hour) => `11-25T${hour}:00 site_closed`),
    ]);

    const unknown = await list('?site_id=site_nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([expect.objectContaining({ field: 'site_id', code: 'not_found' })]);
    const other = clientFor(f.t, await (await f.t.createAccount()).createKey(['orders:read']));
    expect((await other.call('GET', `/v1/pickup-windows?site_id=${created.body.data.id}`)).status, 'another account’s site').toBe(
      400,
    );
  });

  it('needs orders:read', async () => {
    f = await v1Fixture(['parts:read']);
    const res = await list('');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', required_scope: 'orders:read' });
  });
});
