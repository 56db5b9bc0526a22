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

    await runFor(7 * 24, 60);
    const order = (await f.call('GET', `/v1/orders/${orderId}`)).body.data;
    expect(order.status).toBe('completed');
    const at = (status: string) => order.timeline.find((e: { status: string }) => e.status === status).occurred_at;
    expect(at('picked_up') >= start && at('picked_up') <= end).toBe(true);
    // Picked up Tuesday 09:00 in New York, at the service centre four working hours later.
    expect(at('in_service')).toBe('2026-11-24T18:00:00.000Z');
    // 26 working hours of service: 5 on Tuesday, 10 on Wednesday, none on Thanksgiving, 10 on
    // Friday, none at the weekend, 1 on Monday; then 5 working hours of delivery.
    expect(at('out_for_delivery')).toBe('2026-11-30T14:00:00.000Z');
    expect(at('completed')).toBe('2026-11-30T19:00:00.000Z');
    expect(order.expected_return_date).toBe(at('completed'));
    expect(promised).toBe(at('completed'));
    expect(order.invoice_id).toMatch(/^inv_/);
  });

  it('moves invoices draft → sent → paid or overdue on their own schedule', async () => {
    const [partId] = await createParts(f, 1);
    const body = orderBody([partId!]);
    const placed = await f.call('POST', '/v1/orders', body);
    // Picked up Monday 23 November 09:00 in New York, completed 4 + 26 + 5 = 35 working hours later, on
    // Friday at 14:00 (Thanksgiving is closed); the draft is sent four working hours after that, at 18:00.
    const completedAt = Date.parse('2026-11-27T19:00:00.000Z');
    await runFor((completedAt - T0.getTime()) / HOUR + 1, 60);
    const invoiceId = (await f.call('GET', `/v1/orders/${placed.body.data.id}`)).body.data.invoice_id;
    const status = async () => (await f.call('GET', `/v1/invoices/${invoiceId}`)).body.data.status;
    expect(await status()).toBe('draft');
    await runFor(2, 60);
    expect(await status()).toBe('draft');
    await runFor(1, 60);
    expect(await status()).toBe('sent');
    await runFor(33 * 24, 24 * 60);
    expect(['paid', 'overdue']).toContain(await status());
  });
});
