import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '#contract/orders';
import { createParts, hoursFrom, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

async function placeOrder(parts = 2) {
  const partIds = await createParts(f, parts);
  return { partIds, id: (await f.call('POST', '/v1/orders', orderBody(partIds))).body.data.id as string };
}
const advance = (id: string) => f.call('POST', `/sandbox/orders/${id}/advance`);
const partStatuses = async (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await f.call('GET', `/v1/parts/${id}`)).body.data.status));

describe('POST /v1/orders/:id/cancel', HEAVY, () => {
  it('cancels a pending or scheduled order: timeline entry, parts back with the customer and free to order', async () => {
    const { id, partIds } = await placeOrder();
    await advance(id);
    f.t.clock.advance(60_000);
    const res = await f.call('POST', `/v1/orders/${id}/cancel`);
    expect(res.status).toBe(200);
    const order = orderResponseSchema.parse(res.body).data;
    expect(order.status).toBe('cancelled');
    expect(order.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      actor: 'api',
      occurred_at: f.t.clock.now().toISOString(),
    });
    expect(await partStatuses(partIds)).toEqual(['with_customer', 'with_customer']);
    expect((await f.call('POST', '/v1/orders', orderBody(partIds))).status).toBe(201);
    expect((await f.call('GET', '/v1/orders?status=cancelled')).body.data.map((o: { id: string }) => o.id)).toEqual([id]);
  });

  it('is idempotent: a second cancel answers the same cancelled order and writes nothing', async () => {
    const { id } = await placeOrder(1);
    const first = await f.call('POST', `/v1/orders/${id}/cancel`);
    f.t.clock.advance(60_000);
    const second = await f.call('POST', `/v1/orders/${id}/cancel`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('refuses with 409 order_already_picked_up once the parts are picked up, changing nothing', async () => {
    const { id, partIds } = await placeOrder(1);
    await advance(id);
    await advance(id);
    const res = await f.call('POST', `/v1/orders/${id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'order_already_picked_up', status: 409 });
    expect(res.body.error.message).toMatch(
      /^Order WS-\d{6} is picked up: its parts have been picked up, so it can no longer be cancelled\.$/,
    );
    expect((await f.call('GET', `/v1/orders/${id}`)).body.data.status).toBe('picked_up');
    expect(await partStatuses(partIds)).toEqual(['in_transit_to_center']);
  });

  it('answers 404 for an unknown or another account’s order, and a cancelled order has no next step', async () => {
    expect((await f.call('POST', '/v1/orders/ord_nope/cancel')).status).toBe(404);
    const { id } = await placeOrder(1);
    await f.call('POST', `/v1/orders/${id}/cancel`);
    const res = await advance(id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('order_cancelled');
    expect(res.body.error.message).toMatch(/^Order WS-\d{6} was cancelled; it has no next step\.$/);
  });
});

describe('PATCH /v1/orders/:id', HEAVY, () => {
  const window = (fromHours: number, toHours: number) => ({
    pickup_window_start: hoursFrom(T0, fromHours),
    pickup_window_end: hoursFrom(T0, toHours),
  });
  const offered = (slot: number) => {
    const { pickup_window_start, pickup_window_end } = orderBody([], T0, slot);
    return { pickup_window_start, pickup_window_end };
  };

  it('moves the pickup window of a scheduled order and records it on the timeline', async () => {
    const { id } = await placeOrder(1);
    await advance(id);
    // Two business days later, in the afternoon.
    const later = offered(12);
    const res = await f.call('PATCH', `/v1/orders/${id}`, later);
    expect(res.status).toBe(200);
    const order = orderResponseSchema.parse(res.body).data;
    expect(order).toMatchObject({ status: 'scheduled', ...later, pickup_date: later.pickup_window_start });
    expect(order.timeline.map((e) => e.status)).toEqual(['pending', 'scheduled', 'rescheduled']);
    expect(Date.parse(order.expected_return_date)).toBeGreaterThan(Date.parse(later.pickup_window_end));
  });

  it('applies the create rules to the new window (422 with every problem)', async () => {
    const { id } = await placeOrder(1);
    const res = await f.call('PATCH', `/v1/orders/${id}`, window(-1, 0));
    expect(res.status).toBe(422);
    expect(res.body.error.details.map((d: { code: string }) => d.code)).toEqual(['in_past', 'window_too_short']);
    const shape = await f.call('PATCH', `/v1/orders/${id}`, { pickup_window_start: hoursFrom(T0, 30) });
    expect(shape.status).toBe(422);
    const unknown = await f.call('PATCH', `/v1/orders/${id}`, { ...window(30, 34), status: 'completed' });
    expect(unknown.status).toBe(422);
    expect((await f.call('GET', `/v1/orders/${id}`)).body.data.pickup_window_start).toBe(orderBody([]).pickup_window_start);
  });

  it('refuses once picked up (409) or cancelled (409), and 404 for an unknown order', async () => {
    const { id } = await placeOrder(1);
    await advance(id);
    await advance(id);
    const res = await f.call('PATCH', `/v1/orders/${id}`, window(30, 34));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('order_already_picked_up');
    expect(res.body.error.message).toMatch(/so it can no longer be rescheduled\.$/);
    const other = await placeOrder(1);
    await f.call('POST', `/v1/orders/${other.id}/cancel`);
    const cancelled = await f.call('PATCH', `/v1/orders/${other.id}`, window(30, 34));
    expect(cancelled.body.error).toMatchObject({
      code: 'order_cancelled',
      message: `Order ${(await f.call('GET', `/v1/orders/${other.id}`)).body.data.order_number} was cancelled; it cannot be rescheduled.`,
    });
    expect((await f.call('PATCH', '/v1/orders/ord_nope', window(30, 34))).status).toBe(404);
  });

  it('needs orders:write for both changes', async () => {
    const { id } = await placeOrder(1);
    const reader = await f.account.createKey(['orders:read']);
    for (const [method, path, body] of [
      ['POST', `/v1/orders/${id}/cancel`, undefined],
      ['PATCH', `/v1/orders/${id}`, window(30, 34)],
    ] as const) {
      const res = await f.t.request(path, {
        method,
        headers: { Authorization: `Bearer ${reader}`, 'Content-Type': 'application/json' },
        ...(body && { body: JSON.stringify(body) }),
      });
      expect(res.status).toBe(403);
    }
  });
});
