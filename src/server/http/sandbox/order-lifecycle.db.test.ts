import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoiceResponseSchema } from '#contract/invoices';
import { orderResponseSchema } from '#contract/orders';
import { partResponseSchema } from '#contract/parts';
import { estimateOrder, PICKUP_DELIVERY_FEE_CENTS, priceOfPart } from '#contract/pricing';
import { simulatorTick } from '#server/sandbox/simulator';
import { growWear } from '#server/domain/wear/wear';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/** Many requests per test: generous on a busy shared machine (the default is 30 s). */
const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const LIFECYCLE = [
  ['scheduled', 'ops', 'pickup_scheduled'],
  ['picked_up', 'driver', 'in_transit_to_center'],
  ['in_service', 'ops', 'at_service_center'],
  ['out_for_delivery', 'driver', 'in_transit_back'],
  ['completed', 'driver', 'delivered'],
] as const;

describe('POST /sandbox/orders/:id/advance', HEAVY, () => {
  it('walks an order through its lifecycle: timeline, parts, history, invoice', async () => {
    const partIds = [...(await createParts(f, 1, 'saw')), ...(await createParts(f, 1, 'knife'))];
    // Two months of use before the pickup: the service takes in the wear as measured.
    f.t.clock.advance(60 * 86_400_000);
    await growWear(f.t.db, f.t.clock.now());
    const wornTo = (await f.call('GET', `/v1/parts/${partIds[0]}`)).body.data.wear_level;
    expect(wornTo).toBeGreaterThan(10);
    const orderId = (await f.call('POST', '/v1/orders', orderBody(partIds, f.t.clock.now()))).body.data.id;
    for (const [index, [status, actor, partStatus]] of LIFECYCLE.entries()) {
      f.t.clock.advance(60_000);
      const res = await f.call('POST', `/sandbox/orders/${orderId}/advance`);
      expect(res.status).toBe(200);
      const order = z.parse(orderResponseSchema, res.body).data;
      expect(order.status).toBe(status);
      expect(order.timeline).toHaveLength(index + 2);
      expect(order.timeline.at(-1)).toEqual({ status, actor, occurred_at: f.t.clock.now().toISOString() });
      expect(order.parts.map((p) => p.status)).toEqual([partStatus, partStatus]);
    }

    const serviced = z.parse(partResponseSchema, (await f.call('GET', `/v1/parts/${partIds[0]}`)).body).data;
    expect(serviced.sharpening_count).toBe(1);
    expect(serviced.history).toHaveLength(1);
    const [entry] = serviced.history;
    expect(entry!.service_type).toBe('sharpening');
    expect(entry!.wear_before).toBe(wornTo);
    expect(entry!.wear_before).toBeGreaterThan(entry!.wear_after);
    expect(entry!.technician_notes).not.toBe('');
    expect(serviced.last_serviced_at).toBe(entry!.completed_at);
    expect(serviced.wear_level).toBe(entry!.wear_after);

    const invoices = (await f.call('GET', '/v1/invoices')).body;
    expect(invoices.meta.total).toBe(1);
    const invoice = z.parse(invoiceResponseSchema, (await f.call('GET', `/v1/invoices/${invoices.data[0].id}`)).body).data;
    const estimate = estimateOrder(['saw', 'knife']);
    expect(invoice).toMatchObject({
      invoice_number: 'INV-000001',
      status: 'draft',
      order_id: orderId,
      subtotal_cents: estimate.subtotalCents,
      tax_cents: estimate.taxCents,
      total_cents: estimate.totalCents,
      due_date: '2027-02-19', // 30 days after the order completes, two months of use after T0
      created_at: f.t.clock.now().toISOString(),
    });
    expect(invoice.line_items.map((l) => l.amount_cents)).toEqual([
      priceOfPart('saw'),
      priceOfPart('knife'),
      PICKUP_DELIVERY_FEE_CENTS,
    ]);
    expect((await f.call('GET', `/v1/orders/${orderId}`)).body.data.total_cents).toBe(invoice.total_cents);

    const again = await f.call('POST', `/sandbox/orders/${orderId}/advance`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('order_already_completed');
    expect(again.body.error.message).toMatch(/^Order WS-\d{6} is already completed; it has no next step\.$/);
  });

  it('answers 404 for an unknown order and needs orders:write', async () => {
    expect((await f.call('POST', '/sandbox/orders/ord_nope/advance')).status).toBe(404);
    const readOnly = await f.account.createKey(['orders:read']);
    const res = await f.t.request('/sandbox/orders/ord_nope/advance', {
      method: 'POST',
      headers: { Authorization: `Bearer ${readOnly}` },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.required_scope).toBe('orders:write');
  });
});

describe('simulator', HEAVY, () => {
  it('completes an order on its own on the schedule, closes the cycle and settles the invoice', async () => {
    const partIds = await createParts(f, 2);
    const body = orderBody(partIds);
    const orderId = (await f.call('POST', '/v1/orders', body)).body.data.id;
    const windowHours = (Date.parse(body.pickup_window_start) - T0.getTime()) / 3_600_000;
    const statusAfter = async (ms: number) => {
      f.t.clock.advance(ms);
      await simulatorTick(f.t.deps);
      return (await f.call('GET', `/v1/orders/${orderId}`)).body.data.status;
    };
    expect(await statusAfter(60_000)).toBe('pending');
    const seen = [];
    // The window opens on the next business day (Monday); the order is back 35 working hours after
    // pickup: on Friday at 14:00 in New York, Thanksgiving closed, 101 hours later.
    for (let i = 0; i < windowHours + 110; i++) seen.push(await statusAfter(3_600_000));
    expect(new Set(seen)).toEqual(new Set(['pending', 'scheduled', 'picked_up', 'in_service', 'out_for_delivery', 'completed']));
    expect(seen.indexOf('picked_up')).toBe(windowHours); // an hour into the window
    expect(seen.indexOf('completed')).toBe(windowHours + 101);
    const parts = (await f.call('GET', '/v1/parts')).body.data;
    expect(parts.map((p: { status: string }) => p.status)).toEqual(['with_customer', 'with_customer']);

    const invoiceStatus = async () => (await f.call('GET', '/v1/invoices')).body.data[0].status;
    const next = await invoiceStatus();
    expect(['sent', 'paid']).toContain(next);
    f.t.clock.advance(31 * 24 * 3_600_000);
    await simulatorTick(f.t.deps);
    await simulatorTick(f.t.deps);
    expect(['paid', 'overdue']).toContain(await invoiceStatus());
  });

  it('starts relative to a fixed clock', () => {
    expect(f.t.clock.now()).toEqual(T0);
  });
});
