import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { orderListResponseSchema, orderResponseSchema, orderTimelineResponseSchema } from '#contract/orders';
import { estimateOrder } from '#contract/pricing';
import { parts } from '#server/db/schema/parts';
import { createParts, hoursFrom, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const expectError = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(z.parse(errorBodySchema, res.body).error).toMatchObject({ code, status });
};
const detailCodes = (res: { body: { error: { details: { field: string; code: string }[] } } }) =>
  res.body.error.details.map((d) => `${d.field}:${d.code}`);

describe('POST /v1/orders', () => {
  it('places a pending order with a sequential number, the priced total and parts scheduled for pickup', async () => {
    const blades = await createParts(f, 2, 'blade');
    const [saw] = await createParts(f, 1, 'saw');
    const body = { ...orderBody([...blades, saw!]), instructions: ' Back door ' };
    const res = await f.call('POST', '/v1/orders', body);
    expect(res.status).toBe(201);
    const order = z.parse(orderResponseSchema, res.body).data;
    expect(order).toMatchObject({
      order_number: 'WS-000001',
      status: 'pending',
      part_count: 3,
      total_cents: estimateOrder(['blade', 'blade', 'saw']).totalCents,
      pickup_date: body.pickup_window_start,
      pickup_window_start: body.pickup_window_start,
      pickup_window_end: body.pickup_window_end,
      // Picked up an hour into the window (Monday 23 November, 09:00 in New York), back 35 working hours
      // later (order-steps.ts): 9 on Monday, 10 each on Tuesday and Wednesday, Thanksgiving closed, 6 on Friday.
      expected_return_date: '2026-11-27T19:00:00.000Z',
      instructions: 'Back door',
      created_at: T0.toISOString(),
      timeline: [{ status: 'pending', actor: 'api', occurred_at: T0.toISOString() }],
      invoice_id: null,
      available_actions: ['cancel', 'reschedule'],
    });
    expect(order.id).toMatch(/^ord_/);
    expect(order.parts.map((p) => [p.id, p.status])).toEqual([...blades, saw!].map((id) => [id, 'pickup_scheduled']));
    const [other] = await createParts(f, 1);
    expect((await f.call('POST', '/v1/orders', orderBody([other!]))).body.data.order_number).toBe('WS-000002');
  });

  it('explains every problem at once with 422 details and writes nothing', async () => {
    const [a, b] = await createParts(f, 2);
    await f.call('POST', '/v1/orders', orderBody([b!]));
    const res = await f.call('POST', '/v1/orders', {
      part_ids: [a, a, b, 'part_missing'],
      pickup_window_start: hoursFrom(T0, -1),
      pickup_window_end: hoursFrom(T0, -2),
    });
    expectError(res, 422, 'validation_failed');
    expect(detailCodes(res).sort()).toEqual(
      [
        'part_ids.1:duplicate',
        'part_ids.2:already_in_open_order',
        'part_ids.3:not_found',
        'pickup_window_start:in_past',
        'pickup_window_end:end_before_start',
      ].sort(),
    );
    const messages = Object.fromEntries(
      res.body.error.details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    expect(messages).toMatchObject({
      'part_ids.1': `Part ${a} is listed more than once.`,
      'part_ids.2': `Part ${b} is already in an open order.`,
      'part_ids.3': 'No part with id part_missing.',
    });
    expect((await f.call('GET', '/v1/orders')).body.meta.total).toBe(1);
    expect((await f.call('GET', `/v1/parts/${a}`)).body.data.status).toBe('with_customer');
  });

  it.each([
    [
      'pickup_window_start:too_far_ahead',
      { pickup_window_start: hoursFrom(T0, 61 * 24), pickup_window_end: hoursFrom(T0, 61 * 24 + 3) },
    ],
    ['pickup_window_end:window_too_short', { pickup_window_start: hoursFrom(T0, 24), pickup_window_end: hoursFrom(T0, 25) }],
    ['pickup_window_start:invalid_value', { pickup_window_start: 'tomorrow' }],
    ['part_ids:too_small', { part_ids: [] }],
    ['part_ids:too_big', { part_ids: Array.from({ length: 101 }, (_, i) => `part_${i}`) }],
    ['instructions:too_long', { instructions: 'x'.repeat(1001) }],
    ['colour:unknown_field', { colour: 'red' }],
  ])('refuses with %s', async (detail, override) => {
    const [id] = await createParts(f, 1);
    const res = await f.call('POST', '/v1/orders', { ...orderBody([id!]), ...override });
    expectError(res, 422, 'validation_failed');
    expect(detailCodes(res)).toContain(detail);
  });

  it('refuses a retired part as not_orderable', async () => {
    const [id] = await createParts(f, 1);
    await f.t.db.update(parts).set({ status: 'retired' }).where(eq(parts.id, id!));
    const res = await f.call('POST', '/v1/orders', orderBody([id!]));
    expect(detailCodes(res)).toEqual(['part_ids.0:not_orderable']);
    expect(res.body.error.details[0].message).toBe(`Part ${id} is retired.`);
  });

  it('accepts a part again once its previous order is completed', async () => {
    const [id] = await createParts(f, 1);
    const first = (await f.call('POST', '/v1/orders', orderBody([id!]))).body.data.id;
    for (let i = 0; i < 5; i++) expect((await f.call('POST', `/sandbox/orders/${first}/advance`)).status).toBe(200);
    // Once completed, an order offers no changes.
    expect((await f.call('GET', `/v1/orders/${first}`)).body.data.available_actions).toEqual([]);
    const again = await f.call('POST', '/v1/orders', orderBody([id!]));
    expect(again.status).toBe(201);
    // Placed without instructions: an empty text, not null.
    expect(again.body.data.instructions).toBe('');
  });
});

describe('GET /v1/orders', () => {
  it('lists newest first and filters by status and inclusive UTC days', async () => {
    const ids = await createParts(f, 3);
    const placed: string[] = [];
    for (const [i, id] of ids.entries()) {
      f.t.clock.set(new Date(Date.UTC(2026, 10, 19 + i, 23, 30)));
      placed.push((await f.call('POST', '/v1/orders', orderBody([id], f.t.clock.now()))).body.data.id);
    }
    await f.call('POST', `/sandbox/orders/${placed[0]}/advance`);
    const all = z.parse(orderListResponseSchema, (await f.call('GET', '/v1/orders')).body);
    expect(all.data.map((o) => o.id)).toEqual([...placed].reverse());
    expect(Object.keys(all.data[0]!).sort()).toEqual(
      [
        'id',
        'order_number',
        'status',
        'part_count',
        'total_cents',
        'pickup_date',
        'pickup_window_end',
        'expected_return_date',
        'created_at',
        'site_id',
      ].sort(),
    );
    const ids20 = (await f.call('GET', '/v1/orders?from=2026-11-20&to=2026-11-20')).body.data.map((o: { id: string }) => o.id);
    expect(ids20).toEqual([placed[1]]);
    expect((await f.call('GET', '/v1/orders?from=2026-11-20')).body.meta.total).toBe(2);
    expect((await f.call('GET', '/v1/orders?to=2026-11-19')).body.meta.total).toBe(1);
    expect((await f.call('GET', '/v1/orders?status=scheduled')).body.data[0].id).toBe(placed[0]);
  });

  it('accepts dates at the ends of the calendar without failing', async () => {
    const [part] = await createParts(f, 1);
    await f.call('POST', '/v1/orders', orderBody([part!]));
    const totals = {
      'from=0000-01-01': 1,
      'to=9999-12-31': 1,
      'from=0001-01-01&to=9999-12-31': 1,
      'to=0000-01-01': 0,
      'from=9999-12-31': 0,
    };
    for (const [query, total] of Object.entries(totals)) {
      const res = await f.call('GET', `/v1/orders?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body.meta.total, query).toBe(total);
    }
    for (const query of ['from=0000-01-01', 'to=9999-12-31']) {
      expect((await f.call('GET', `/v1/invoices?${query}`)).status, query).toBe(200);
    }
  });

  it('refuses bad filters with 400', async () => {
    expectError(await f.call('GET', '/v1/orders?status=lost'), 400, 'invalid_parameter');
    expectError(await f.call('GET', '/v1/orders?from=2026-13-01'), 400, 'invalid_parameter');
    expectError(await f.call('GET', '/v1/orders?from=yesterday'), 400, 'invalid_parameter');
    const reversed = await f.call('GET', '/v1/orders?from=2026-11-21&to=2026-11-20');
    expectError(reversed, 400, 'invalid_parameter');
    expect(reversed.body.error.details[0].field).toBe('from');
  });
});

describe('GET /v1/orders/:id and its timeline', () => {
  it('reads the full order and its chronological timeline', async () => {
    const [id] = await createParts(f, 1);
    const orderId = (await f.call('POST', '/v1/orders', orderBody([id!]))).body.data.id;
    f.t.clock.advance(60_000);
    await f.call('POST', `/sandbox/orders/${orderId}/advance`);
    const order = z.parse(orderResponseSchema, (await f.call('GET', `/v1/orders/${orderId}`)).body).data;
    expect(order.parts).toHaveLength(1);
    const timeline = z.parse(orderTimelineResponseSchema, (await f.call('GET', `/v1/orders/${orderId}/timeline`)).body).data;
    expect(timeline).toEqual(order.timeline);
    expect(timeline.map((e) => [e.status, e.actor])).toEqual([
      ['pending', 'api'],
      ['scheduled', 'ops'],
    ]);
  });

  it('answers 404 not_found for unknown ids', async () => {
    expectError(await f.call('GET', '/v1/orders/ord_nope'), 404, 'not_found');
    expectError(await f.call('GET', '/v1/orders/ord_nope/timeline'), 404, 'not_found');
  });
});
