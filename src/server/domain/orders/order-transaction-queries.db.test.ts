import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/**
 * A transaction owns one PostgreSQL connection. Queries sent on it before the one before has
 * answered wait in node-postgres's queue, which it warns about ("Calling client.query() when the
 * client is already executing a query is deprecated") and pg 9 removes: every order write reads
 * back its order inside its transaction, so those reads go one at a time. PGlite runs every query
 * one after the other anyway: this is about PostgreSQL (TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('order writes on PostgreSQL', () => {
  const original = pg.Client.prototype.query;
  let worst = 0;
  let f: V1Fixture;
  beforeEach(async () => {
    f = await v1Fixture();
    const inFlight = new WeakMap<object, number>();
    worst = 0;
    pg.Client.prototype.query = function (this: object, ...args: unknown[]) {
      const now = (inFlight.get(this) ?? 0) + 1;
      inFlight.set(this, now);
      worst = Math.max(worst, now);
      const answered = () => inFlight.set(this, inFlight.get(this)! - 1);
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) result.then(answered, answered);
      else answered();
      return result;
    } as typeof original;
  });
  afterEach(async () => {
    pg.Client.prototype.query = original;
    await f.t.close();
  });

  it('send one query at a time on a transaction’s connection', async () => {
    const parts = await createParts(f, 4);
    const keyed = { 'Idempotency-Key': 'one-at-a-time' };
    const placed = await f.call('POST', '/v1/orders', orderBody(parts.slice(0, 2)), keyed);
    expect(placed.status).toBe(201);
    const other = (await f.call('POST', '/v1/orders', orderBody(parts.slice(2), T0, 1))).body.data.id;
    expect((await f.call('POST', `/sandbox/orders/${placed.body.data.id}/advance`)).status).toBe(200);
    const { pickup_window_start, pickup_window_end } = orderBody([], T0, 2);
    expect((await f.call('PATCH', `/v1/orders/${other}`, { pickup_window_start, pickup_window_end })).status).toBe(200);
    expect((await f.call('POST', `/v1/orders/${other}/cancel`)).status).toBe(200);
    expect(worst).toBe(1);
  });
});
