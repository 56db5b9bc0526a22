import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { CONFIRM_WITHIN_MS, expectedReturn, nextStepDue, pickupAt, stepAfter } from './order-steps';

const rules = DEFAULT_PICKUP_RULES;
const at = (iso: string) => new Date(iso);
const order = (createdAt: string, start: string, end: string) => ({
  createdAt: at(createdAt),
  pickupWindowStart: at(start),
  pickupWindowEnd: at(end),
});

describe('the order steps', () => {
  it('follow the lifecycle and end at completed', () => {
    expect(stepAfter('pending')?.status).toBe('scheduled');
    expect(stepAfter('out_for_delivery')?.status).toBe('completed');
    expect(stepAfter('completed')).toBeUndefined();
    expect(stepAfter('cancelled')).toBeUndefined();
  });

  it('pick up an hour into a window, or half-way through a shorter one', () => {
    expect(pickupAt(order('2026-03-01T00:00:00Z', '2026-03-03T13:00:00Z', '2026-03-03T15:00:00Z'))).toEqual(
      at('2026-03-03T14:00:00Z'),
    );
    expect(pickupAt(order('2026-03-01T00:00:00Z', '2026-03-03T13:00:00Z', '2026-03-03T13:40:00Z'))).toEqual(
      at('2026-03-03T13:20:00Z'),
    );
  });

  it('confirm within three hours of placing, or half-way to an earlier pickup', () => {
    const later = order('2026-03-01T00:00:00Z', '2026-03-03T13:00:00Z', '2026-03-03T15:00:00Z');
    expect(nextStepDue(later, 'pending', later.createdAt, rules)).toEqual(
      new Date(later.createdAt.getTime() + CONFIRM_WITHIN_MS),
    );
    // Pickup at 04:00, four hours after placing: confirmed at 02:00.
    const soon = order('2026-03-01T00:00:00Z', '2026-03-01T03:00:00Z', '2026-03-01T05:00:00Z');
    expect(nextStepDue(soon, 'pending', soon.createdAt, rules)).toEqual(at('2026-03-01T02:00:00Z'));
    // A window already under way at placing (seeded history): confirmed at once, never before it was placed.
    const late = order('2026-03-01T06:00:00Z', '2026-03-01T03:00:00Z', '2026-03-01T05:00:00Z');
    expect(nextStepDue(late, 'pending', late.createdAt, rules)).toEqual(late.createdAt);
  });

  // Tuesday 3 March 2026, 08:00–10:00 in New York (EST, UTC-5): picked up at 09:00.
  const o = order('2026-03-01T00:00:00Z', '2026-03-03T13:00:00Z', '2026-03-03T15:00:00Z');

  it('wait for the pickup once scheduled, then stay 4, 26 and 5 working hours, and close the cycle 2 working hours after completion', () => {
    const pickup = at('2026-03-03T14:00:00Z');
    expect(nextStepDue(o, 'scheduled', o.createdAt, rules)).toEqual(pickup);
    // Picked up 09:00 → at the service centre 13:00 the same day.
    expect(nextStepDue(o, 'picked_up', pickup, rules)).toEqual(at('2026-03-03T18:00:00Z'));
    // In service from Tuesday 13:00: 5 h Tuesday, Wednesday and Thursday in full, 1 h on Friday.
    expect(nextStepDue(o, 'in_service', at('2026-03-03T18:00:00Z'), rules)).toEqual(at('2026-03-06T14:00:00Z'));
    expect(nextStepDue(o, 'out_for_delivery', at('2026-03-06T14:00:00Z'), rules)).toEqual(at('2026-03-06T19:00:00Z'));
    expect(nextStepDue(o, 'completed', at('2026-03-06T19:00:00Z'), rules)).toEqual(at('2026-03-06T21:00:00Z'));
    expect(nextStepDue(o, 'cancelled', pickup, rules)).toBeNull();
  });

  it('let an order wait in its status while the service is closed', () => {
    // Picked up Friday 6 March 17:00: one hour on the road on Friday, three on Monday from 08:00
    // (daylight saving time began on Sunday: EDT, UTC-4).
    expect(nextStepDue(o, 'picked_up', at('2026-03-06T22:00:00Z'), rules)).toEqual(at('2026-03-09T15:00:00Z'));
    // Completed Friday 17:30: back in use Monday 09:30.
    expect(nextStepDue(o, 'completed', at('2026-03-06T22:30:00Z'), rules)).toEqual(at('2026-03-09T13:30:00Z'));
  });

  it('expect the parts back 35 working hours after pickup, the same moment at every step', () => {
    // Tuesday 09:00 + 35 working hours: Friday 14:00.
    const back = at('2026-03-06T19:00:00Z');
    expect(expectedReturn(o, 'pending', o.createdAt, rules)).toEqual(back);
    expect(expectedReturn(o, 'scheduled', o.createdAt, rules)).toEqual(back);
    expect(expectedReturn(o, 'picked_up', at('2026-03-03T14:00:00Z'), rules)).toEqual(back);
    expect(expectedReturn(o, 'in_service', at('2026-03-03T18:00:00Z'), rules)).toEqual(back);
    expect(expectedReturn(o, 'out_for_delivery', at('2026-03-06T14:00:00Z'), rules)).toEqual(back);
    expect(expectedReturn(o, 'completed', back, rules)).toEqual(back);
    // A step taken late (the sandbox's advance button) moves the promise with it.
    expect(expectedReturn(o, 'out_for_delivery', at('2026-03-06T16:00:00Z'), rules)).toEqual(at('2026-03-06T21:00:00Z'));
  });
});
