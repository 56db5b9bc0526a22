import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, type ErrorDetail } from '#contract/errors';
import { accounts } from '#server/db/schema/accounts';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { createParts, hoursFrom, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };
// T0 is Saturday 21 Nov 2026: Saturday 28 Nov 10:00–12:00 in New York is no offered window; the nearest is Friday 16:00.
const SATURDAY = { pickup_window_start: '2026-11-28T15:00:00.000Z', pickup_window_end: '2026-11-28T17:00:00.000Z' };
const PAST = { pickup_window_start: hoursFrom(T0, -3), pickup_window_end: hoursFrom(T0, -4) };

let f: V1Fixture;
let retired: string;
let busy: string;
let free: string;
beforeAll(async () => {
  f = await v1Fixture();
  [retired, busy, free] = (await createParts(f, 3)) as [string, string, string];
  expect((await f.call('POST', `/v1/parts/${retired}/retire`)).status).toBe(200);
  expect((await f.call('POST', '/v1/orders', orderBody([busy]))).status).toBe(201);
});
afterAll(() => f.t.close());

/** Everything an order write could touch: a refused one leaves all of it as it was. */
async function writtenState() {
  const { db } = f.t;
  const [[orderCount], [linkCount], [timelineCount], statuses, [account]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderParts),
    db.select({ n: count() }).from(orderTimeline),
    db.select({ id: parts.id, status: parts.status }).from(parts).orderBy(parts.id),
    db.select({ seq: accounts.nextOrderSeq }).from(accounts).where(eq(accounts.id, f.account.accountId)),
  ]);
  return { orders: orderCount!.n, links: linkCount!.n, timeline: timelineCount!.n, statuses, seq: account!.seq };
}

/** The refusal's details as `field:code`, sorted, after checking that nothing was written. */
async function refused(method: string, path: string, body: unknown): Promise<{ codes: string[]; details: ErrorDetail[] }> {
  const before = await writtenState();
  const res = await f.call(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(await writtenState()).toEqual(before);
  const details = errorBodySchema.parse(res.body).error.details!;
  return { codes: details.map((d) => `${d.field}:${d.code}`).sort(), details };
}

describe('POST /v1/orders reports every problem in one answer', HEAVY, () => {
  it('the reported body: too long instructions, a window in the past and one unknown part twice', async () => {
    const { codes } = await refused('POST', '/v1/orders', {
      part_ids: ['part_unknown', 'part_unknown'],
      ...PAST,
      instructions: 'x'.repeat(1001),
    });
    expect(codes).toEqual(
      [
        'instructions:too_long',
        'pickup_window_start:in_past',
        'pickup_window_end:end_before_start',
        'part_ids.1:duplicate',
        'part_ids.0:not_found',
      ].sort(),
    );
  });

  it('an unknown field does not hide the part and window problems', async () => {
    const { codes } = await refused('POST', '/v1/orders', { part_ids: ['part_unknown', 'part_unknown'], ...PAST, colour: 'red' });
    expect(codes).toEqual(
      [
        'colour:unknown_field',
        'pickup_window_start:in_past',
        'pickup_window_end:end_before_start',
        'part_ids.1:duplicate',
        'part_ids.0:not_found',
      ].sort(),
    );
  });

  it('shape, reference and business problems together: each part id judged on its own', async () => {
    const { codes, details } = await refused('POST', '/v1/orders', {
      part_ids: [retired, busy, 'part_unknown', 5, retired, free],
      ...SATURDAY,
      instructions: 'x'.repeat(1001),
      colour: 1,
    });
    expect(codes).toEqual(
      [
        'colour:unknown_field',
        'instructions:too_long',
        'part_ids.3:invalid_type',
        'part_ids.0:not_orderable',
        'part_ids.1:already_in_open_order',
        'part_ids.2:not_found',
        'part_ids.4:duplicate',
        'pickup_window_start:outside_business_hours',
      ].sort(),
    );
    expect(details.find((d) => d.field === 'pickup_window_start')!.nearest_window).toEqual({
      start: '2026-11-27T21:00:00.000Z',
      end: '2026-11-27T23:00:00.000Z',
    });
  });

  it('judges what it can of a window half of which is not a timestamp', async () => {
    const startless = await refused('POST', '/v1/orders', {
      part_ids: ['part_unknown'],
      pickup_window_start: 'soon',
      pickup_window_end: SATURDAY.pickup_window_end,
    });
    expect(startless.codes).toEqual(['part_ids.0:not_found', 'pickup_window_start:invalid_value']);
    const endless = await refused('POST', '/v1/orders', {
      part_ids: [free],
      pickup_window_start: PAST.pickup_window_start,
      pickup_window_end: 3,
    });
    expect(endless.codes).toEqual(['pickup_window_end:invalid_type', 'pickup_window_start:in_past']);
  });

  it('a part_ids that is not a list still lets the window be judged', async () => {
    const { codes } = await refused('POST', '/v1/orders', { part_ids: 'not-a-list', ...SATURDAY });
    expect(codes).toEqual(['part_ids:invalid_type', 'pickup_window_start:outside_business_hours']);
  });

  it('more than 20 problems: the 20 shown name every field before repeating one', async () => {
    const unknown = Array.from({ length: 30 }, (_, i) => `part_unknown_${i}`);
    const res = await f.call('POST', '/v1/orders', { part_ids: unknown, ...PAST, instructions: 'x'.repeat(1001) });
    expect(res.status).toBe(422);
    const { details, details_total } = errorBodySchema.parse(res.body).error;
    expect(details).toHaveLength(20);
    expect(details_total).toBe(33);
    expect(details!.map((d) => d.field)).toEqual(
      expect.arrayContaining(['instructions', 'part_ids.0', 'pickup_window_start', 'pickup_window_end']),
    );
  });

  it('the same checks still hold once the shape is right, and a corrected body is accepted', async () => {
    const { codes } = await refused('POST', '/v1/orders', { part_ids: [retired, free], ...SATURDAY });
    expect(codes).toEqual(['part_ids.0:not_orderable', 'pickup_window_start:outside_business_hours']);
    const accepted = await f.call('POST', '/v1/orders', orderBody([free], T0, 1));
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.order_number).toBe('WS-000002');
  });
});

describe('PATCH /v1/orders/:id reports every problem in one answer', HEAVY, () => {
  it('an unknown field with a window in the past that ends before it starts', async () => {
    const [partId] = await createParts(f, 1);
    const order = await f.call('POST', '/v1/orders', orderBody([partId!], T0, 2));
    const { codes } = await refused('PATCH', `/v1/orders/${order.body.data.id}`, { ...PAST, note: 'x' });
    expect(codes).toEqual(['note:unknown_field', 'pickup_window_end:end_before_start', 'pickup_window_start:in_past']);
    const unknownOrder = await refused('PATCH', '/v1/orders/ord_unknown', { ...PAST, note: 'x' });
    expect(unknownOrder.codes).toEqual(codes);
  });

  it('an unknown field beside a full window; the order’s own seat is still its own', async () => {
    const slot = 3;
    const ids = await createParts(f, 5);
    const placed = [];
    for (const id of ids.slice(0, 4)) placed.push(await f.call('POST', '/v1/orders', orderBody([id], T0, slot)));
    expect(placed.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    const elsewhere = await f.call('POST', '/v1/orders', orderBody([ids[4]!], T0, slot + 1));
    const full = orderBody([], T0, slot);
    const window = { pickup_window_start: full.pickup_window_start, pickup_window_end: full.pickup_window_end };
    const other = await refused('PATCH', `/v1/orders/${elsewhere.body.data.id}`, { ...window, note: 1 });
    expect(other.codes).toEqual(['note:unknown_field', 'pickup_window_start:full']);
    const own = await refused('PATCH', `/v1/orders/${placed[0]!.body.data.id}`, { ...window, note: 1 });
    expect(own.codes).toEqual(['note:unknown_field']);
  });
});

describe('POST /v1/orders/:id/cancel takes no fields', HEAVY, () => {
  it('refuses every field it does not take, changing nothing; no body or {} still cancels', async () => {
    const [first, second] = await createParts(f, 2);
    const one = await f.call('POST', '/v1/orders', orderBody([first!], T0, 5));
    const two = await f.call('POST', '/v1/orders', orderBody([second!], T0, 5));
    const { codes } = await refused('POST', `/v1/orders/${one.body.data.id}/cancel`, { reason: 'late', 'bad\u0001name': 1 });
    expect(codes).toEqual(['bad\u0001name:invalid_characters', 'reason:unknown_field']);
    expect((await f.call('GET', `/v1/orders/${one.body.data.id}`)).body.data.status).toBe('pending');
    expect((await f.call('POST', `/v1/orders/${one.body.data.id}/cancel`)).body.data.status).toBe('cancelled');
    expect((await f.call('POST', `/v1/orders/${two.body.data.id}/cancel`, {})).body.data.status).toBe('cancelled');
  });
});
