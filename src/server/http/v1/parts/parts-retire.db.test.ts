import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partSchema } from '#contract/parts';
import * as z from 'zod/mini';
import { clientFor, createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };
let f: V1Fixture;

beforeAll(async () => {
  f = await v1Fixture();
});
afterAll(() => f.t.close());

let placed = 0;

/** A part in an order moved `steps` times past pending (0 = pickup_scheduled ... 5 = completed); each order in a window of its own. */
async function partAfterSteps(steps: number): Promise<{ partId: string; orderId: string }> {
  const [partId] = await createParts(f, 1);
  const order = await f.call('POST', '/v1/orders', orderBody([partId!], T0, placed++));
  expect(order.status).toBe(201);
  for (let i = 0; i < steps; i++)
    expect((await f.call('POST', `/sandbox/orders/${order.body.data.id}/advance`)).status).toBe(200);
  return { partId: partId!, orderId: order.body.data.id };
}

const retire = (id: string, headers?: Record<string, string>) => f.call('POST', `/v1/parts/${id}/retire`, undefined, headers);

describe('POST /v1/parts/:id/retire', HEAVY, () => {
  it('retires a part with its owner: no forecast, never orderable again, and again is a no-op', async () => {
    const [partId] = await createParts(f, 1);
    const res = await retire(partId!);
    expect(res.status).toBe(200);
    const part = z.parse(partSchema, res.body.data);
    expect(part).toMatchObject({ id: partId, status: 'retired', forecast_due_at: null, wear_per_day: null });
    const again = await retire(partId!);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
    const order = await f.call('POST', '/v1/orders', orderBody([partId!]));
    expect(order.status).toBe(422);
    expect(order.body.error.details[0]).toMatchObject({ field: 'part_ids.0', code: 'not_orderable' });
  });

  it.each([
    [0, 'pickup_scheduled'],
    [1, 'pickup_scheduled'],
    [2, 'in_transit_to_center'],
    [3, 'at_service_center'],
    [4, 'in_transit_back'],
  ])('refuses a part in an open order (%i steps, %s) with 409 naming the order', async (steps, status) => {
    const { partId, orderId } = await partAfterSteps(steps);
    expect((await f.call('GET', `/v1/parts/${partId}`)).body.data.status).toBe(status);
    const res = await retire(partId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('part_in_open_order');
    const order = (await f.call('GET', `/v1/orders/${orderId}`)).body.data;
    expect(res.body.error.message).toContain(order.order_number);
    expect(res.body.error.details).toEqual([{ field: 'id', code: 'already_in_open_order', message: res.body.error.message }]);
    expect((await f.call('GET', `/v1/parts/${partId}`)).body.data.status).toBe(status);
  });

  it('retires a part delivered by a completed order', async () => {
    const { partId } = await partAfterSteps(5);
    expect((await f.call('GET', `/v1/parts/${partId}`)).body.data.status).toBe('delivered');
    expect((await retire(partId)).body.data.status).toBe('retired');
  });

  it('answers 404 for another account’s part and 403 without parts:write', async () => {
    const other = await f.t.createAccount();
    const [theirs] = await createParts(clientFor(f.t, await other.createKey(['parts:write', 'parts:read'])), 1);
    expect((await retire(theirs!)).status).toBe(404);
    expect((await retire('part_nope')).status).toBe(404);
    const [mine] = await createParts(f, 1);
    const reader = clientFor(f.t, await f.account.createKey(['parts:read']));
    expect((await reader.call('POST', `/v1/parts/${mine}/retire`)).status).toBe(403);
  });

  it('replays with an Idempotency-Key', async () => {
    const [partId] = await createParts(f, 1);
    const first = await retire(partId!, { 'Idempotency-Key': 'retire-1' });
    const replay = await retire(partId!, { 'Idempotency-Key': 'retire-1' });
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
  });
});
