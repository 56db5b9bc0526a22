import { describe, expect, it } from 'vitest';
import type { OrderListItem } from '#contract/orders';
import { handOverText, pickupsTask } from './needs-doing-items';
import { endOfNextBusinessDay } from './next-business-day';

const order = (n: number, pickup: string, status = 'scheduled', parts = 3) =>
  ({ id: `ord_${n}`, order_number: `ORD-${n}`, status, part_count: parts, pickup_date: pickup }) as OrderListItem;

const BERLIN = 'Europe/Berlin';
// Wednesday 25 Nov 2026, 10:00 in Berlin (CET, UTC+1).
const WEDNESDAY = new Date('2026-11-25T09:00:00Z');
// Friday 27 Nov 2026, 16:00 in Berlin.
const FRIDAY = new Date('2026-11-27T15:00:00Z');

describe('the end of the next business day', () => {
  it('is the end of tomorrow on a weekday, in the user’s zone', () => {
    expect(endOfNextBusinessDay(WEDNESDAY, BERLIN).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(endOfNextBusinessDay(WEDNESDAY, 'America/New_York').toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });

  it('is the end of Monday after a Friday, Saturday or Sunday', () => {
    expect(endOfNextBusinessDay(FRIDAY, BERLIN).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(endOfNextBusinessDay(new Date('2026-11-28T12:00:00Z'), BERLIN).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(endOfNextBusinessDay(new Date('2026-11-29T12:00:00Z'), BERLIN).toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('counts the day in the user’s zone, not UTC’s', () => {
    // Thursday 23:30 UTC is already Friday 00:30 in Berlin: Monday's end.
    expect(endOfNextBusinessDay(new Date('2026-11-26T23:30:00Z'), BERLIN).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // … and still Thursday in New York: Friday's end.
    expect(endOfNextBusinessDay(new Date('2026-11-26T23:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-28T05:00:00.000Z',
    );
  });

  it('follows a clock change on the way', () => {
    // Friday 23 Oct 2026 in Berlin; summer time ends Sunday 25 Oct, so Monday ends at 23:00 UTC, not 22:00.
    expect(endOfNextBusinessDay(new Date('2026-10-23T10:00:00Z'), BERLIN).toISOString()).toBe('2026-10-26T23:00:00.000Z');
  });
});

describe('pickups in the next business day', () => {
  const all = (orders: OrderListItem[], total = orders.length) => ({ orders, total });

  it('takes today’s remaining pickups and tomorrow’s, up to the last instant, soonest first', () => {
    const task = pickupsTask(
      all([
        order(1, '2026-11-26T22:59:59Z'),
        order(2, '2026-11-25T09:00:00Z', 'pending'),
        order(3, '2026-11-26T23:00:00Z'),
        order(4, '2026-11-25T13:00:00Z'),
      ]),
      WEDNESDAY,
      BERLIN,
    )!;
    expect(task.orders.map((o) => o.order_number)).toEqual(['ORD-2', 'ORD-4', 'ORD-1']);
    expect(task.readOnly).toBeNull();
  });

  it('reaches from Friday to the end of Monday', () => {
    const task = pickupsTask(
      all([order(1, '2026-11-30T08:00:00Z'), order(2, '2026-11-30T22:59:00Z'), order(3, '2026-12-01T08:00:00Z')]),
      FRIDAY,
      BERLIN,
    )!;
    expect(task.orders.map((o) => o.order_number)).toEqual(['ORD-1', 'ORD-2']);
  });

  it('leaves out windows already started and orders past pickup or cancelled', () => {
    const soon = '2026-11-25T14:00:00Z';
    const task = pickupsTask(
      all([
        order(1, '2026-11-25T08:59:59Z'),
        order(2, soon, 'picked_up'),
        order(3, soon, 'cancelled'),
        order(4, soon, 'completed'),
        order(5, soon, 'in_service'),
      ]),
      WEDNESDAY,
      BERLIN,
    );
    expect(task).toBeNull();
  });

  it('says how many orders it read when the account has more', () => {
    expect(pickupsTask(all([order(1, '2026-11-26T08:00:00Z')], 250), WEDNESDAY, BERLIN)?.readOnly).toBe(1);
  });

  it('says what to have ready', () => {
    expect(handOverText(3)).toBe('3 parts to hand over');
    expect(handOverText(1)).toBe('1 part to hand over');
  });
});
