import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListItem } from '#contract/orders';
import { handOverText } from './needs-doing-items';
import { endOfNextBusinessDay } from './next-business-day';
import { fetchPickupsDue, pickupRangeFrom } from './pickups-due-query';

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
  const fetchMock = vi.fn<typeof fetch>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const page = (orders: OrderListItem[], total = orders.length) =>
    json(200, { data: orders, meta: { total, next_cursor: null, page: 1, per_page: 100 } });
  const full = (n: number, pickup: string, status = 'scheduled') => ({
    ...order(n, pickup, status),
    total_cents: 1000,
    expected_return_date: pickup,
    created_at: '2026-11-20T09:00:00.000Z',
  });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks from this minute to the end of the next business day, in the user’s zone', () => {
    expect(pickupRangeFrom(new Date('2026-11-25T09:00:42.500Z'), BERLIN)).toEqual({
      from: '2026-11-25T09:00:00.000Z',
      to: '2026-11-26T23:00:00.000Z',
    });
  });

  it('asks the server for exactly the pickups in the range, and keeps those still to come, soonest first', async () => {
    const range = pickupRangeFrom(WEDNESDAY, BERLIN);
    fetchMock.mockResolvedValueOnce(
      page([
        full(1, '2026-11-26T12:00:00.000Z'),
        full(2, '2026-11-25T10:00:00.000Z', 'pending'),
        full(3, '2026-11-25T12:00:00.000Z', 'cancelled'),
      ]),
    );
    const due = await fetchPickupsDue(range);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://portal.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pickup_from: range.from, pickup_to: range.to, limit: '100' });
    expect(due).toMatchObject({ exact: true, readOnly: null });
    expect(due.orders.map((o) => o.order_number)).toEqual(['ORD-2', 'ORD-1']);
  });

  it('without the extension (400), reads the newest orders and filters them, saying how many it read', async () => {
    const range = pickupRangeFrom(FRIDAY, BERLIN);
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'invalid_parameter', message: 'no', status: 400 } }));
    fetchMock.mockResolvedValueOnce(
      page(
        [
          full(1, '2026-11-30T08:00:00.000Z'),
          full(2, '2026-11-30T22:59:00.000Z', 'pending'),
          full(3, '2026-12-01T08:00:00.000Z'),
          full(4, '2026-11-27T14:59:00.000Z'),
          full(5, '2026-11-30T09:00:00.000Z', 'picked_up'),
        ],
        250,
      ),
    );
    const due = await fetchPickupsDue(range);
    expect(String(fetchMock.mock.calls[1]![0])).not.toContain('pickup_from');
    expect(due).toMatchObject({ exact: false, readOnly: 5 });
    expect(due.orders.map((o) => o.order_number)).toEqual(['ORD-1', 'ORD-2']);
  });

  it('says what to have ready', () => {
    expect(handOverText(3)).toBe('3 parts to hand over');
    expect(handOverText(1)).toBe('1 part to hand over');
  });
});
