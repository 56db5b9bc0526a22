import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema, orderTimelineResponseSchema } from '#contract/orders';
import { SCOPES } from '#contract/scopes';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const offered = (slot: number) => {
  const { pickup_window_start, pickup_window_end } = orderBody([], T0, slot);
  return { pickup_window_start, pickup_window_end };
};

/** The same v1 calls as the signed-in person of the fixture's account (cookie and CSRF token). */
async function asPerson() {
  const { cookie, csrfToken } = await f.account.signIn();
  return async (method: string, path: string, body?: unknown) => {
    const res = await f.t.request(path, {
      method,
      headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

describe('who made each move (made_by) and what a reschedule moved', HEAVY, () => {
  it('names the API key that placed, moved and cancelled an order, with the old and the new window', async () => {
    const partIds = await createParts(f, 1);
    const placed = orderResponseSchema.parse((await f.call('POST', '/v1/orders', orderBody(partIds))).body).data;
    // The fixture's key is named after its scopes: every scope there is.
    const key = { kind: 'api_key', name: `key for ${SCOPES.join(' ')}` };
    expect(placed.timeline).toEqual([{ status: 'pending', actor: 'api', occurred_at: T0.toISOString(), made_by: key }]);

    f.t.clock.advance(60_000);
    const later = offered(3);
    await f.call('PATCH', `/v1/orders/${placed.id}`, later);
    await f.call('POST', `/v1/orders/${placed.id}/cancel`);
    const timeline = orderTimelineResponseSchema.parse((await f.call('GET', `/v1/orders/${placed.id}/timeline`)).body).data;
    expect(timeline.slice(1)).toEqual([
      {
        status: 'rescheduled',
        actor: 'api',
        occurred_at: f.t.clock.now().toISOString(),
        made_by: key,
        previous_window: { start: placed.pickup_window_start, end: placed.pickup_window_end },
        window: { start: later.pickup_window_start, end: later.pickup_window_end },
      },
      { status: 'cancelled', actor: 'api', occurred_at: f.t.clock.now().toISOString(), made_by: key },
    ]);
  });

  it('names the signed-in person for moves made in the portal, and leaves the service’s own moves as they were', async () => {
    const call = await asPerson();
    const partIds = await createParts(f, 1);
    const placed = await call('POST', '/v1/orders', orderBody(partIds));
    expect(placed.status).toBe(201);
    await f.call('POST', `/sandbox/orders/${placed.body.data.id}/advance`);
    const order = orderResponseSchema.parse((await call('GET', `/v1/orders/${placed.body.data.id}`)).body).data;
    expect(order.timeline[0]?.made_by).toEqual({ kind: 'user', name: 'Test User 1' });
    expect(order.timeline[1]).toEqual({ status: 'scheduled', actor: 'ops', occurred_at: T0.toISOString() });
  });
});

describe('purchase_order', HEAVY, () => {
  it('is trimmed on create, changed and cleared by PATCH while the order is open, and refused with 409 after', async () => {
    const partIds = await createParts(f, 1);
    const created = await f.call('POST', '/v1/orders', { ...orderBody(partIds), purchase_order: '  PO-4471 ' });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data.purchase_order).toBe('PO-4471');

    const changed = await f.call('PATCH', `/v1/orders/${id}`, { purchase_order: 'PO-4472' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      purchase_order: 'PO-4472',
      pickup_window_start: orderBody([]).pickup_window_start,
    });
    expect(changed.body.data.timeline.map((e: { status: string }) => e.status)).toEqual(['pending']);
    expect((await f.call('PATCH', `/v1/orders/${id}`, { purchase_order: '' })).body.data.purchase_order).toBeNull();

    const long = await f.call('PATCH', `/v1/orders/${id}`, { purchase_order: 'x'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body.error.details).toEqual([
      { field: 'purchase_order', code: 'too_long', message: 'purchase_order must be at most 100 characters long.' },
    ]);
    const nothing = await f.call('PATCH', `/v1/orders/${id}`, {});
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.details[0]).toMatchObject({ field: 'body', code: 'required' });

    await f.call('POST', `/sandbox/orders/${id}/advance`);
    await f.call('POST', `/sandbox/orders/${id}/advance`);
    const late = await f.call('PATCH', `/v1/orders/${id}`, { purchase_order: 'PO-9' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/so it can no longer be changed\.$/);
    expect((await f.call('GET', `/v1/orders/${id}`)).body.data.purchase_order).toBeNull();
  });

  it('is null on an order placed without one', async () => {
    const partIds = await createParts(f, 1);
    expect((await f.call('POST', '/v1/orders', orderBody(partIds))).body.data.purchase_order).toBeNull();
  });
});
