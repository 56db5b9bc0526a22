import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { simulatorTick } from '#server/sandbox/simulator';

const HOUR = 3_600_000;
const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

/** Drives the sandbox clock in steps, one simulator pass per step: no real waiting. */
async function runFor(hours: number, stepMinutes: number, each: (at: Date) => Promise<void> = async () => {}) {
  for (let elapsed = 0; elapsed < hours * 60; elapsed += stepMinutes) {
    f.t.clock.advance(stepMinutes * 60_000);
    await simulatorTick(f.t.deps);
    await each(f.t.clock.now());
  }
}

describe('the order schedule', HEAVY, () => {
  it('waits for a pickup window days ahead, picks up inside it, and keeps expected_return_date true', async () => {
    const [partId] = await createParts(f, 1);
    // Tuesday 08:00–10:00 in New York, three days after T0 (a Saturday).
    const body = orderBody([partId!], T0, 5);
    const { pickup_window_start: start, pickup_window_end: end } = body;
    const placed = await f.call('POST', '/v1/orders', body);
    const orderId = placed.body.data.id;
    const promised = placed.body.data.expected_return_date;

    const before: string[] = [];
    await runFor((Date.parse(start) - T0.getTime()) / HOUR - 0.5, 30, async () => {
      before.push((await f.call('GET', `/v1/orders/${orderId}`)).body.data.status);
    });
    expect(new Set(before)).toEqual(new Set(['pending', 'scheduled']));

    await runFor(4 * 24, 30);
    const order = (await f.call('GET', `/v1/orders/${orderId}`)).body.data;
    expect(order.status).toBe('completed');
    const at = (status: string) => order.timeline.find((e: { status: string }) => e.status === status).occurred_at;
    expect(at('picked_up') >= start && at('picked_up') <= end).toBe(true);
    // Each step waits a plausible while: hours in transit, about a day in service.
    expect(Date.parse(at('in_service')) - Date.parse(at('picked_up'))).toBeGreaterThanOrEqual(2 * HOUR);
    expect(Date.parse(at('out_for_delivery')) - Date.parse(at('in_service'))).toBeGreaterThanOrEqual(20 * HOUR);
    expect(order.expected_return_date).toBe(at('completed'));
    expect(promised).toBe(at('completed'));
    expect(order.invoice_id).toMatch(/^inv_/);
  });

  it('moves invoices draft → sent → paid or overdue on their own schedule', async () => {
    const [partId] = await createParts(f, 1);
    const body = orderBody([partId!]);
    const placed = await f.call('POST', '/v1/orders', body);
    // Picked up an hour into the window, completed 4 + 26 + 5 = 35 h later; the draft is sent four hours after that.
    await runFor((Date.parse(body.pickup_window_start) - T0.getTime()) / HOUR + 1 + 35 + 1, 60);
    const invoiceId = (await f.call('GET', `/v1/orders/${placed.body.data.id}`)).body.data.invoice_id;
    const status = async () => (await f.call('GET', `/v1/invoices/${invoiceId}`)).body.data.status;
    expect(await status()).toBe('draft');
    await runFor(4, 60);
    expect(await status()).toBe('sent');
    await runFor(33 * 24, 24 * 60);
    expect(['paid', 'overdue']).toContain(await status());
  });
});
