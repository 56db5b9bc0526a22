import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '#contract/events';
import { invoices } from '#server/db/schema/invoices';
import { advanceDueInvoices } from '#server/domain/invoices/invoice-lifecycle';
import { checkInvoicePdfLink } from '#server/domain/invoices/pdf-url';
import { allEvents as allEventsOf } from '#server/testing/all-events';
import { TEST_CONFIG } from '#server/testing/test-app';
import { growWear } from '#server/domain/wear/wear';
import { clientFor, createParts, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };
const HOUR = 3_600_000;

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

/** Every event of the account, oldest first. */
const allEvents = (query = '') => allEventsOf(f, query);

const ofType = async (type: string) => (await allEvents(`&type=${type}`)).map((e) => e.data);

describe('events of part changes', HEAVY, () => {
  it('records part.created with the part as GET /v1/parts/:id answers it', async () => {
    const [id] = await createParts(f, 1);
    const part = (await f.call('GET', `/v1/parts/${id}`)).body.data;
    const [created] = await allEvents('&type=part.created');
    expect(created).toMatchObject({ type: 'part.created', occurred_at: part.created_at, data: { object: part } });
    // Recorded after the API key the fixture made in the same millisecond: an account's events never tie.
    expect(Date.parse(created!.created_at)).toBeGreaterThanOrEqual(Date.parse(part.created_at));
    expect(created!.id).toMatch(/^evt_[0-9a-z]{20}$/);
    expect(created!.data.previous).toBeUndefined();
    expect((await f.call('GET', `/v1/events/${created!.id}`)).body.data).toEqual(created);
  });

  it('records part.updated with the old values of only the fields that changed, and nothing for a change to the same values', async () => {
    const [id] = await createParts(f, 1);
    f.t.clock.advance(60_000);
    await f.call('PATCH', `/v1/parts/${id}`, { internal_label: 'Renamed', model: '' });
    await f.call('PATCH', `/v1/parts/${id}`, { internal_label: 'Renamed' });
    await f.call('PATCH', `/v1/parts/${id}`, {});
    const updates = await allEvents('&type=part.updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.created_at).toBe(f.t.clock.now().toISOString());
    expect(updates[0]!.data.previous).toEqual({ internal_label: 'Part 1' });
    expect(updates[0]!.data.object).toMatchObject({ id, internal_label: 'Renamed' });
  });

  it('records part.retired once, with the status it left', async () => {
    const [id] = await createParts(f, 1);
    await f.call('POST', `/v1/parts/${id}/retire`);
    await f.call('POST', `/v1/parts/${id}/retire`);
    const retired = await ofType('part.retired');
    expect(retired).toHaveLength(1);
    expect(retired[0]).toMatchObject({ object: { id, status: 'retired' }, previous: { status: 'with_customer' } });
  });

  it('records part.due when wear reaches the due level, once', async () => {
    const [id] = await createParts(f, 1);
    for (let day = 0; day < 400; day += 10) {
      f.t.clock.advance(10 * 24 * HOUR);
      await growWear(f.t.db, f.t.clock.now());
    }
    const due = await ofType('part.due');
    expect(due).toHaveLength(1);
    expect(due[0]!.object).toMatchObject({ id });
    expect(due[0]!.object.wear_level).toBeGreaterThanOrEqual(70);
    expect((due[0]!.previous as { wear_level: number }).wear_level).toBeLessThan(70);
  });
});

describe('events of orders and invoices', HEAVY, () => {
  it('follows an order through its lifecycle: created, each status change with who made it, and its invoice', async () => {
    const partIds = await createParts(f, 2);
    const id = (await f.call('POST', '/v1/orders', orderBody(partIds))).body.data.id;
    for (let step = 0; step < 5; step++) {
      f.t.clock.advance(60_000);
      expect((await f.call('POST', `/sandbox/orders/${id}/advance`)).status).toBe(200);
    }
    const order = (await f.call('GET', `/v1/orders/${id}`)).body.data;
    const events = await allEvents(`&object_id=${id}`);
    expect(events.map((e) => [e.type, e.data.previous?.status, e.data.object.status, e.data.actor])).toEqual([
      ['order.created', undefined, 'pending', 'api'],
      ['order.status_changed', 'pending', 'scheduled', 'ops'],
      ['order.status_changed', 'scheduled', 'picked_up', 'driver'],
      ['order.status_changed', 'picked_up', 'in_service', 'ops'],
      ['order.status_changed', 'in_service', 'out_for_delivery', 'driver'],
      ['order.status_changed', 'out_for_delivery', 'completed', 'driver'],
    ]);
    expect(events.at(-1)!.data.object).toEqual(order);
    const [invoiceCreated] = await allEvents('&type=invoice.created');
    const invoice = (await f.call('GET', `/v1/invoices/${order.invoice_id}`)).body.data;
    const { pdf_url: signedThen, ...fields } = invoiceCreated!.data.object;
    const { pdf_url: signedNow, ...expected } = invoice;
    expect(fields).toEqual(expected);
    expect(signedThen).toMatch(/^http:\/\/127\.0\.0\.1:5999\/invoices\/inv_\w+\.pdf\?expires=\d+&signature=/);
    expect(signedNow).toMatch(/^http:\/\/127\.0\.0\.1:5999\/invoices\/inv_\w+\.pdf\?expires=\d+&signature=/);
    // The event's link is fixed for the event (every delivery attempt carries the same body) and works
    // as long as the event is kept.
    f.t.clock.advance(3 * 24 * 3_600_000);
    expect((await f.call('GET', `/v1/events/${invoiceCreated!.id}`)).body.data).toEqual(invoiceCreated);
    const link = new URL(signedThen as string);
    const check = (at: Date) =>
      checkInvoicePdfLink(
        TEST_CONFIG.sessionSecret,
        invoice.id,
        link.searchParams.get('expires') ?? undefined,
        link.searchParams.get('signature') ?? undefined,
        at,
      );
    const recorded = Date.parse(invoiceCreated!.created_at);
    expect(check(new Date(recorded + 30 * 24 * 3_600_000))).toBe('valid');
    expect(check(new Date(recorded + 31 * 24 * 3_600_000))).toBe('expired');
    f.t.clock.advance(-3 * 24 * 3_600_000);

    // Each part moved with the order: one part.updated per step, saying what the step changed.
    for (const partId of partIds) {
      const moves = (await allEvents(`&object_id=${partId}&type=part.updated`)).map((e) => [
        e.data.previous?.status,
        e.data.object.status,
        e.data.actor,
      ]);
      expect(moves).toEqual([
        ['with_customer', 'pickup_scheduled', 'api'],
        ['pickup_scheduled', 'in_transit_to_center', 'driver'],
        ['in_transit_to_center', 'at_service_center', 'ops'],
        ['at_service_center', 'in_transit_back', 'driver'],
        ['in_transit_back', 'delivered', 'driver'],
      ]);
      const serviced = (await allEvents(`&object_id=${partId}&type=part.updated`))[3]!;
      expect(serviced.data.previous).toMatchObject({ sharpening_count: 0, last_serviced_at: null });
      expect(serviced.data.object).toMatchObject({ sharpening_count: 1 });
    }

    // The draft is sent after four working hours: read when, whatever hour the order completed at.
    const [draft] = await f.t.db.select({ sendAt: invoices.nextStepAt }).from(invoices).where(eq(invoices.id, invoice.id));
    f.t.clock.advance(draft!.sendAt!.getTime() - f.t.clock.now().getTime());
    await advanceDueInvoices(f.t.db, f.t.clock.now());
    const [sent] = await ofType('invoice.status_changed');
    expect(sent).toMatchObject({ object: { id: invoice.id, status: 'sent' }, previous: { status: 'draft' } });
  });

  it('records order.rescheduled with the old window and order.cancelled with the status it left', async () => {
    const partIds = await createParts(f, 1);
    const body = orderBody(partIds);
    const id = (await f.call('POST', '/v1/orders', body)).body.data.id;
    const moved = orderBody(partIds, f.t.clock.now(), 1);
    expect(
      (
        await f.call('PATCH', `/v1/orders/${id}`, {
          pickup_window_start: moved.pickup_window_start,
          pickup_window_end: moved.pickup_window_end,
        })
      ).status,
    ).toBe(200);
    await f.call('POST', `/v1/orders/${id}/cancel`);
    await f.call('POST', `/v1/orders/${id}/cancel`);
    const [rescheduled] = await ofType('order.rescheduled');
    expect(rescheduled).toMatchObject({
      object: { id, pickup_window_start: moved.pickup_window_start },
      previous: { pickup_window_start: body.pickup_window_start, pickup_window_end: body.pickup_window_end },
      actor: 'api',
    });
    const cancelled = await ofType('order.cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ object: { id, status: 'cancelled' }, previous: { status: 'pending' } });
  });

  it('records nothing for a refused change: a refused order writes neither the order nor its event', async () => {
    const partIds = await createParts(f, 1);
    await f.call('POST', `/v1/parts/${partIds[0]}/retire`);
    const before = (await allEvents()).length;
    expect((await f.call('POST', '/v1/orders', orderBody(partIds))).status).toBe(422);
    expect((await f.call('POST', `/v1/orders/ord_nope/cancel`)).status).toBe(404);
    expect(await allEvents()).toHaveLength(before);
  });
});

describe('events of API keys', HEAVY, () => {
  it('records created, rolled (with the old expiry) and revoked, never with a secret', async () => {
    const { cookie, csrfToken } = await f.account.signIn();
    const portal = (method: string, path: string, body?: unknown) =>
      f.t.request(path, {
        method,
        headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    const created = await (
      await portal('POST', '/portal/api-keys', { name: 'CI', scopes: ['parts:read'], expires_at: null })
    ).json();
    const rolled = await (
      await portal('POST', `/portal/api-keys/${created.data.id}/roll`, { old_secret_expires_at: f.t.clock.now().toISOString() })
    ).json();
    await portal('DELETE', `/portal/api-keys/${rolled.data.id}`);
    await portal('DELETE', `/portal/api-keys/${rolled.data.id}`);
    const events = (await allEvents('&type=api_key.created,api_key.rolled,api_key.revoked')).filter(
      (e) => e.data.object.id === created.data.id || e.data.object.id === rolled.data.id,
    );
    expect(events.map((e) => [e.type, e.data.object.id])).toEqual([
      ['api_key.created', created.data.id],
      ['api_key.rolled', created.data.id],
      ['api_key.created', rolled.data.id],
      ['api_key.revoked', rolled.data.id],
    ]);
    expect(events[1]!.data.previous).toEqual({ expires_at: null });
    expect(JSON.stringify(events)).not.toContain(created.data.secret);
    expect(JSON.stringify(events)).not.toContain(rolled.data.secret);
  });
});

describe('GET /v1/events', HEAVY, () => {
  it('pages newest first with totals, filters by several types, an object and days, and never mixes accounts', async () => {
    const ids = await createParts(f, 7);
    for (const id of ids.slice(0, 3)) await f.call('PATCH', `/v1/parts/${id}`, { model: 'M2' });
    const other = await f.t.createAccount();
    await createParts(clientFor(f.t, await other.createKey(['parts:write'])), 2);

    const page = await f.call('GET', '/v1/events?limit=4&type=part.created,part.updated');
    expect(page.body.meta).toMatchObject({ total: 10, page: 1, per_page: 4 });
    const walked = await allEvents('&type=part.created,part.updated');
    expect(walked).toHaveLength(10);
    expect(new Set(walked.map((e) => e.id)).size).toBe(10);
    expect(walked.filter((e) => e.type === 'part.created').map((e) => e.data.object.id)).toEqual(ids);
    const times = walked.map((e) => e.created_at);
    expect([...times].sort()).toEqual(times);

    const one = await f.call('GET', `/v1/events?object_id=${ids[0]}`);
    expect(one.body.meta.total).toBe(2);
    expect(one.body.data.map((e: WebhookEvent) => e.type)).toEqual(['part.updated', 'part.created']);
    const today = f.t.clock.now().toISOString().slice(0, 10);
    expect((await f.call('GET', `/v1/events?type=part.created&from=${today}&to=${today}`)).body.meta.total).toBe(7);
    expect((await f.call('GET', `/v1/events?type=part.created&to=2000-01-01`)).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });

  it('refuses unknown types, reversed days, a cursor of another filter and unknown parameters with 400', async () => {
    const bad = await f.call('GET', '/v1/events?type=part.created,part.exploded');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toMatchObject({ field: 'type', code: 'invalid_value' });
    expect(bad.body.error.details[0].message).toContain('part.created, part.updated');
    expect((await f.call('GET', '/v1/events?from=2026-11-22&to=2026-11-21')).status).toBe(400);
    expect((await f.call('GET', '/v1/events?kind=part.created')).status).toBe(400);
    await createParts(f, 3);
    const cursor = (await f.call('GET', '/v1/events?limit=1')).body.meta.next_cursor;
    expect((await f.call('GET', `/v1/events?type=part.created&after=${cursor}`)).body.error.code).toBe('invalid_cursor');
  });

  it('answers 404 for another account’s event and 403 to a key without events:read', async () => {
    await createParts(f, 1);
    const [event] = await allEvents();
    const other = await f.t.createAccount();
    const stranger = clientFor(f.t, await other.createKey(['events:read']));
    expect((await stranger.call('GET', `/v1/events/${event!.id}`)).status).toBe(404);
    const partsOnly = clientFor(f.t, await f.account.createKey(['parts:read']));
    const refused = await partsOnly.call('GET', '/v1/events');
    expect(refused.status).toBe(403);
    expect(refused.body.error.required_scope).toBe('events:read');
  });
});
