import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { errorBodySchema } from '#contract/errors';
import { orders } from '#server/db/schema/orders';
import { createParts, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };
// T0 is Saturday 21 Nov 2026, 03:00 in New York: the first offered window is Monday 08:00–10:00 (13:00Z).
const MONDAY_8 = { pickup_window_start: '2026-11-23T13:00:00.000Z', pickup_window_end: '2026-11-23T15:00:00.000Z' };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

/** Takes all but the last seat of Monday 08:00. */
async function leaveOneSeat() {
  for (const id of await createParts(f, 3))
    expect((await f.call('POST', '/v1/orders', { part_ids: [id], ...MONDAY_8 })).status).toBe(201);
}

async function mondaySeats() {
  const listed = await f.call('GET', '/v1/pickup-windows?from=2026-11-23&to=2026-11-23');
  return listed.body.data[0] as { remaining: number; unavailable_reason: string | null };
}

/** Orders holding Monday 08:00, counted in the database (the listing's `remaining` stops at 0). */
async function ordersInMonday() {
  const [row] = await f.t.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.pickupWindowStart, new Date(MONDAY_8.pickup_window_start)));
  return row!.n;
}

const refusalCode = (res: { body: unknown }) =>
  errorBodySchema.parse(res.body).error.details!.find((detail) => detail.field === 'pickup_window_start')?.code;

describe('the last seat of a pickup window', HEAVY, () => {
  it('goes to exactly one of 20 concurrent orders, over two app instances', async () => {
    await leaveOneSeat();
    const partIds = await createParts(f, 20);
    const second = await f.t.secondInstance();
    const responses = await Promise.all(
      partIds.map(async (id, i) => {
        const init = {
          method: 'POST',
          headers: { Authorization: `Bearer ${f.key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ part_ids: [id], ...MONDAY_8 }),
        };
        const res = await (i % 2 === 0 ? f.t.request : second.request)('/v1/orders', init);
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(responses.filter((res) => res.status === 201)).toHaveLength(1);
    const refused = responses.filter((res) => res.status !== 201);
    expect(refused.map((res) => [res.status, refusalCode(res)])).toEqual(Array(19).fill([422, 'full']));
    expect(await mondaySeats()).toMatchObject({ remaining: 0, unavailable_reason: 'full' });
  });

  it('is taken once by an order replayed under its Idempotency-Key, even among concurrent rivals', async () => {
    await leaveOneSeat();
    const [mine, ...rivals] = await createParts(f, 11);
    const body = { part_ids: [mine], ...MONDAY_8 };
    const key = { 'Idempotency-Key': 'last-seat-1' };
    const attempts = await Promise.all([
      ...Array.from({ length: 10 }, () => f.call('POST', '/v1/orders', body, key)),
      ...rivals.map((id, i) =>
        f.call('POST', '/v1/orders', { part_ids: [id], ...MONDAY_8 }, { 'Idempotency-Key': `rival-${i}` }),
      ),
    ]);
    const placed = new Set(attempts.filter((res) => res.status === 201).map((res) => res.body.data.id as string));
    expect(placed.size).toBe(1);
    for (const res of attempts.filter((res) => res.status !== 201)) {
      // A repeat while the first runs is told to retry; everything else lost the seat.
      expect(res.status === 409 ? res.body.error.code : refusalCode(res)).toMatch(/^(idempotency_key_in_use|full)$/);
    }
    expect(await mondaySeats()).toMatchObject({ remaining: 0 });
    // Later replays of the winner (or retries of a loser) never take a second seat.
    const again = await f.call('POST', '/v1/orders', body, key);
    if (again.status === 201) expect(placed).toContain(again.body.data.id);
    else expect(refusalCode(again)).toBe('full');
    expect(await ordersInMonday()).toBe(4);
  });

  it('is not taken twice when the one order is replayed after it was placed', async () => {
    await leaveOneSeat();
    const [mine] = await createParts(f, 1);
    const key = { 'Idempotency-Key': 'last-seat-2' };
    const first = await f.call('POST', '/v1/orders', { part_ids: [mine], ...MONDAY_8 }, key);
    expect(first.status).toBe(201);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => f.call('POST', '/v1/orders', { part_ids: [mine], ...MONDAY_8 }, key)),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(201);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(replay.body.data.id).toBe(first.body.data.id);
    }
    expect(await mondaySeats()).toMatchObject({ remaining: 0, unavailable_reason: 'full' });
    expect(await ordersInMonday()).toBe(4);
  });
});
