import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { clientFor, createParts, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };
// T0 is Saturday 21 Nov 2026, 03:00 in New York: the first offered window is Monday 08:00–10:00 (13:00Z).
const MONDAY_8 = { pickup_window_start: '2026-11-23T13:00:00.000Z', pickup_window_end: '2026-11-23T15:00:00.000Z' };
const MONDAY_10 = { start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T17:00:00.000Z' };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

async function place(window: { pickup_window_start: string; pickup_window_end: string }, client = f as Pick<V1Fixture, 'call'>) {
  const partIds = await createParts(client as V1Fixture, 1);
  return client.call('POST', '/v1/orders', { part_ids: partIds, ...window });
}

function refusal(res: { status: number; body: unknown }) {
  expect(res.status).toBe(422);
  const { error } = errorBodySchema.parse(res.body);
  expect(error.code).toBe('validation_failed');
  return error.details!.find((detail) => detail.field === 'pickup_window_start')!;
}

describe('orders take offered pickup windows only', HEAVY, () => {
  it('accepts an offered window with a seat', async () => {
    const res = await place(MONDAY_8);
    expect(res.status).toBe(201);
    expect(res.body.data.pickup_window_start).toBe(MONDAY_8.pickup_window_start);
  });

  it('refuses each kind of window with its code, in words naming the nearest available window', async () => {
    const cases: [string, string, string, RegExp][] = [
      ['outside_business_hours', '2026-11-28T15:00:00.000Z', '2026-11-28T17:00:00.000Z', /not one of the pickup windows offered/],
      ['outside_business_hours', '2026-11-23T13:30:00.000Z', '2026-11-23T15:30:00.000Z', /not one of the pickup windows/],
      ['holiday', '2026-11-26T15:00:00.000Z', '2026-11-26T17:00:00.000Z', /no pickups on Thanksgiving Day/],
      ['in_past', '2026-11-20T15:00:00.000Z', '2026-11-20T17:00:00.000Z', /already started/],
      ['too_far_ahead', '2027-01-22T13:00:00.000Z', '2027-01-22T15:00:00.000Z', /at most 60 days ahead/],
    ];
    for (const [code, start, end, words] of cases) {
      const detail = refusal(await place({ pickup_window_start: start, pickup_window_end: end }));
      expect(detail.code, start).toBe(code);
      expect(detail.message, start).toMatch(words);
      expect(detail.nearest_window, start).toBeDefined();
    }
    const holiday = refusal(
      await place({ pickup_window_start: '2026-11-26T15:00:00.000Z', pickup_window_end: '2026-11-26T17:00:00.000Z' }),
    );
    // Closest to Thursday 10:00 with a seat: Wednesday 16:00–18:00 is 18 hours earlier, Friday 08:00 46 hours later.
    expect(holiday.nearest_window).toEqual({ start: '2026-11-25T21:00:00.000Z', end: '2026-11-25T23:00:00.000Z' });
    expect(holiday.message).toBe(
      'There are no pickups on Thanksgiving Day (a holiday). The nearest available window is Wed 25 Nov, 16:00–18:00 (America/New_York).',
    );
  });

  it('refuses a window inside the lead time as too soon', async () => {
    f.t.clock.set(new Date('2026-11-23T12:00:00.000Z')); // Monday 07:00 in New York
    const detail = refusal(await place(MONDAY_8));
    expect(detail).toMatchObject({ code: 'too_soon', nearest_window: { start: '2026-11-24T13:00:00.000Z' } });
    expect(detail.message).toBe(
      'That window is too soon: pickups start on the next business day. The nearest available window is Tue 24 Nov, 08:00–10:00 (America/New_York).',
    );
  });

  it('reports the window together with every other problem of the order', async () => {
    const saturday = { pickup_window_start: '2026-11-28T15:00:00.000Z', pickup_window_end: '2026-11-28T17:00:00.000Z' };
    const unknownPart = await f.call('POST', '/v1/orders', { part_ids: ['prt_missing'], ...saturday });
    expect(errorBodySchema.parse(unknownPart.body).error.details!.map((d) => [d.field, d.code])).toEqual([
      ['part_ids.0', 'not_found'],
      ['pickup_window_start', 'outside_business_hours'],
    ]);
    // A body whose shape fails elsewhere still hears about the window, nearest window included.
    const [partId] = await createParts(f, 1);
    const badShape = refusal(
      await f.call('POST', '/v1/orders', { part_ids: [partId], ...saturday, instructions: 'x'.repeat(1001) }),
    );
    expect(badShape).toMatchObject({ code: 'outside_business_hours', nearest_window: { start: '2026-11-27T21:00:00.000Z' } });
  });

  it('still reports a window that ends before it starts or is too short', async () => {
    const res = await place({ pickup_window_start: MONDAY_8.pickup_window_start, pickup_window_end: '2026-11-23T14:00:00.000Z' });
    const { error } = errorBodySchema.parse(res.body);
    expect(error.details!.map((d) => [d.field, d.code])).toEqual([
      ['pickup_window_start', 'outside_business_hours'],
      ['pickup_window_end', 'window_too_short'],
    ]);
  });

  it('refuses a full window, naming the next one with a seat; seats count across accounts', async () => {
    const other = clientFor(f.t, await (await f.t.createAccount()).createKey(['parts:write', 'orders:write']));
    for (let i = 0; i < 4; i++) expect((await place(MONDAY_8, i % 2 ? other : f)).status).toBe(201);
    const detail = refusal(await place(MONDAY_8));
    expect(detail).toEqual({
      field: 'pickup_window_start',
      code: 'full',
      message: 'That window is full. The nearest available window is Mon 23 Nov, 10:00–12:00 (America/New_York).',
      nearest_window: MONDAY_10,
    });
  });

  it('reschedules into its own full window but not into another full one', async () => {
    const mine = await place(MONDAY_8);
    for (let i = 0; i < 3; i++) await place(MONDAY_8);
    const own = await f.call('PATCH', `/v1/orders/${mine.body.data.id}`, MONDAY_8);
    expect(own.status).toBe(200);
    const elsewhere = await place({ pickup_window_start: MONDAY_10.start, pickup_window_end: MONDAY_10.end });
    expect(elsewhere.status).toBe(201);
    const detail = refusal(await f.call('PATCH', `/v1/orders/${elsewhere.body.data.id}`, MONDAY_8));
    expect(detail.code).toBe('full');
    // Its own seat is free to it: the nearest window it can take is the one it holds.
    expect(detail.nearest_window).toEqual(MONDAY_10);
    const tuesday = { pickup_window_start: '2026-11-24T13:00:00.000Z', pickup_window_end: '2026-11-24T15:00:00.000Z' };
    const moved = await f.call('PATCH', `/v1/orders/${mine.body.data.id}`, tuesday);
    expect(moved.status).toBe(200);
    expect((await f.call('PATCH', `/v1/orders/${elsewhere.body.data.id}`, MONDAY_8)).status).toBe(200);
  });
});
