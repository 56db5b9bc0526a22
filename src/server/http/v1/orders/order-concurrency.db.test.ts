import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderParts, orders } from '#server/db/schema/orders';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/** Many requests per test: generous on a busy shared machine (the default is 30 s). */
const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

describe('concurrent order placement', HEAVY, () => {
  it('20 identical POSTs with one Idempotency-Key create exactly one order', async () => {
    const [part] = await createParts(f, 1);
    const key = randomUUID();
    const body = orderBody([part!]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => f.call('POST', '/v1/orders', body, { 'Idempotency-Key': key })),
    );
    const created = responses.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.data.id)).size).toBe(1);
    for (const res of responses.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('idempotency_key_in_use');
    }
    expect(await f.t.db.$count(orders)).toBe(1);
    const replay = await f.call('POST', '/v1/orders', body, { 'Idempotency-Key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body.data.id).toBe(created[0]!.body.data.id);
  });

  it('20 POSTs with different keys over the same part: one 201, the rest 422 already_in_open_order', async () => {
    const [part] = await createParts(f, 1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => f.call('POST', '/v1/orders', orderBody([part!]), { 'Idempotency-Key': randomUUID() })),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(19);
    for (const res of refused) {
      expect(res.status).toBe(422);
      expect(res.body.error.details[0].code).toBe('already_in_open_order');
    }
    expect(await f.t.db.$count(orders)).toBe(1);
    expect(await f.t.db.$count(orderParts, eq(orderParts.partId, part!))).toBe(1);
  });

  it('hands out distinct, gapless order numbers under concurrency', async () => {
    const partIds = await createParts(f, 12);
    // Four seats a window: three windows take the twelve orders.
    const responses = await Promise.all(
      partIds.map((id, i) => f.call('POST', '/v1/orders', orderBody([id], T0, Math.floor(i / 4)))),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const numbers = responses.map((r) => r.body.data.order_number).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `WS-${String(i + 1).padStart(6, '0')}`));
  });
});
