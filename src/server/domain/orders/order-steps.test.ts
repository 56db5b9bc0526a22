import { describe, expect, it } from 'vitest';
import { CONFIRM_WITHIN_MS, expectedReturn, nextStepDue, pickupAt, stepAfter } from './order-steps';

const HOUR = 3_600_000;
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
    expect(nextStepDue(later, 'pending', later.createdAt)).toEqual(new Date(later.createdAt.getTime() + CONFIRM_WITHIN_MS));
    // Pickup at 04:00, four hours after placing: confirmed at 02:00.
    const soon = order('2026-03-01T00:00:00Z', '2026-03-01T03:00:00Z', '2026-03-01T05:00:00Z');
    expect(nextStepDue(soon, 'pending', soon.createdAt)).toEqual(at('2026-03-01T02:00:00Z'));
    // A window already under way at placing (seeded history): confirmed at once, never before it was placed.
    const late = order('2026-03-01T06:00:00Z', '2026-03-01T03:00:00Z', '2026-03-01T05:00:00Z');
    expect(nextStepDue(late, 'pending', late.createdAt)).toEqual(late.createdAt);
  });

  it('wait for the pickup once scheduled, then stay 4, 26 and 5 hours, and close the cycle 2 hours after completion', () => {
    const o = order('2026-03-01T00:00:00Z', '2026-03-03T13:00:00Z', '2026-03-03T15:00:00Z');
    const entered = at('2026-03-04T00:00:00Z');
    expect(nextStepDue(o, 'scheduled', entered)).toEqual(at('2026-03-03T14:00:00Z'));
    expect(nextStepDue(o, 'picked_up', entered)).toEqual(new Date(entered.getTime() + 4 * HOUR));
    expect(nextStepDue(o, 'in_service', entered)).toEqual(new Date(entered.getTime() + 26 * HOUR));
    expect(nextStepDue(o, 'out_for_delivery', entered)).toEqual(new Date(entered.getTime() + 5 * HOUR));
    expect(nextStepDue(o, 'completed', entered)).toEqual(new Date(entered.getTime() + 2 * HOUR));
    expect(nextStepDue(o, 'cancelled', entered)).toBeNull();
  });

  it('expect the parts back 35 hours after pickup, counting down as the order moves', () => {
    const o = order('2026-03-01T00:00:00Z', '2026-03-03T13:00:00Z', '2026-03-03T15:00:00Z');
    const back = at('2026-03-05T01:00:00Z');
    expect(expectedReturn(o, 'pending', o.createdAt)).toEqual(back);
    expect(expectedReturn(o, 'scheduled', o.createdAt)).toEqual(back);
    const entered = at('2026-03-04T00:00:00Z');
    expect(expectedReturn(o, 'picked_up', entered)).toEqual(new Date(entered.getTime() + 35 * HOUR));
    expect(expectedReturn(o, 'in_service', entered)).toEqual(new Date(entered.getTime() + 31 * HOUR));
    expect(expectedReturn(o, 'out_for_delivery', entered)).toEqual(new Date(entered.getTime() + 5 * HOUR));
    expect(expectedReturn(o, 'completed', entered)).toEqual(entered);
  });
});
