import { describe, expect, it } from 'vitest';
import type { OfferedWindow } from '#app/features/orders/api/pickup-windows-query';
import { isCurrentWindow, withOwnSeat } from './own-seat';

const window = (start: string, remaining: number, reason: OfferedWindow['unavailable_reason'] = null): OfferedWindow => ({
  start,
  end: new Date(Date.parse(start) + 7_200_000).toISOString(),
  capacity: 4,
  remaining,
  available: reason === null && remaining > 0,
  unavailable_reason: reason ?? (remaining > 0 ? null : 'full'),
});
const mine = window('2026-11-24T13:00:00.000Z', 0);
const other = window('2026-11-24T15:00:00.000Z', 0);

describe('withOwnSeat', () => {
  it('frees the seat the order holds in its own full window, and only there', () => {
    const [own, rest] = withOwnSeat([mine, other], { start: mine.start, end: mine.end });
    expect(own).toMatchObject({ remaining: 1, available: true, unavailable_reason: null });
    expect(rest).toEqual(other);
  });

  it('leaves a window that is too soon unavailable, and everything alone without a current window', () => {
    const soon = window('2026-11-24T13:00:00.000Z', 2, 'too_soon');
    expect(withOwnSeat([soon], { start: soon.start, end: soon.end })[0]).toMatchObject({
      available: false,
      unavailable_reason: 'too_soon',
    });
    expect(withOwnSeat([mine], null)).toEqual([mine]);
  });

  it('recognises the current window by its instants, whatever the offset notation', () => {
    expect(isCurrentWindow(mine, { start: '2026-11-24T08:00:00-05:00', end: '2026-11-24T10:00:00-05:00' })).toBe(true);
    expect(isCurrentWindow(other, { start: mine.start, end: mine.end })).toBe(false);
    expect(isCurrentWindow(mine, null)).toBe(false);
  });
});
