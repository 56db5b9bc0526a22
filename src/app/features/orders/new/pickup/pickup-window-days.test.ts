import { describe, expect, it } from 'vitest';
import type { OfferedWindow } from '#app/features/orders/api/pickup-windows-query';
import {
  dayLabel,
  earliestLabel,
  groupWindowsByDay,
  relativeDayLabel,
  selectedDay,
  windowStatus,
  windowTimes,
} from './pickup-window-days';

const NY = 'America/New_York';
const offered = (start: string, end: string, remaining = 2): OfferedWindow => ({
  start,
  end,
  capacity: 4,
  remaining,
  available: remaining > 0,
  unavailable_reason: remaining > 0 ? null : 'full',
});
// Tue 24 Nov 2026 08:00–10:00 and 16:00–18:00 New York (EST, UTC−5), Wed 25 Nov 08:00–10:00 (full).
const list = {
  data: [
    offered('2026-11-24T13:00:00.000Z', '2026-11-24T15:00:00.000Z'),
    offered('2026-11-24T21:00:00.000Z', '2026-11-24T23:00:00.000Z'),
    offered('2026-11-25T13:00:00.000Z', '2026-11-25T15:00:00.000Z', 0),
  ],
  meta: {
    time_zone: NY,
    from: '2026-11-24',
    to: '2026-11-27',
    earliest_available: null,
    closed_days: [{ date: '2026-11-26', reason: 'holiday' as const, name: 'Thanksgiving Day' }],
  },
};

describe('groupWindowsByDay', () => {
  it('groups by the service day when the user is in its zone, counting free windows and naming holidays', () => {
    expect(groupWindowsByDay(list, NY).map(({ day, windows, free, closed }) => [day, windows.length, free, closed])).toEqual([
      ['2026-11-24', 2, 2, null],
      ['2026-11-25', 1, 0, null],
      ['2026-11-26', 0, 0, 'Thanksgiving Day'],
    ]);
  });

  it('moves a window to the next day when it starts after midnight in the user’s zone', () => {
    // 16:00 New York is 06:00 the next day in Tokyo.
    const days = groupWindowsByDay(list, 'Asia/Tokyo');
    expect(days.map((d) => [d.day, d.windows.map((w) => w.start)])).toEqual([
      ['2026-11-24', ['2026-11-24T13:00:00.000Z']],
      ['2026-11-25', ['2026-11-24T21:00:00.000Z', '2026-11-25T13:00:00.000Z']],
      ['2026-11-26', []],
    ]);
  });

  it('a holiday that holds a window in the user’s zone shows the window, not the closure', () => {
    const tokyo = groupWindowsByDay(
      { ...list, meta: { ...list.meta, closed_days: [{ date: '2026-11-25', reason: 'holiday' as const, name: 'X' }] } },
      'Asia/Tokyo',
    );
    expect(tokyo.find((d) => d.day === '2026-11-25')?.closed).toBeNull();
  });
});

describe('labels', () => {
  it('names days, times in a zone and each window’s state', () => {
    expect(dayLabel('2026-11-24', 'en-GB')).toBe('Tue 24 Nov');
    expect(windowTimes(list.data[0]!, NY, 'en-GB')).toBe('08:00 – 10:00');
    expect(windowTimes(list.data[0]!, 'Europe/Berlin', 'en-GB')).toBe('14:00 – 16:00');
    expect(windowStatus(list.data[0]!)).toBe('2 places left');
    expect(windowStatus(offered('2026-11-24T13:00:00.000Z', '2026-11-24T15:00:00.000Z', 1))).toBe('1 place left');
    expect(windowStatus(list.data[2]!)).toBe('full');
    expect(windowStatus({ ...list.data[0]!, available: false, unavailable_reason: 'too_soon' })).toBe('too soon');
  });

  it('says today and tomorrow in the user’s calendar', () => {
    const now = new Date('2026-11-23T23:30:00.000Z'); // Mon 18:30 in New York, already Tue in Berlin
    expect(relativeDayLabel('2026-11-23', NY, now)).toBe('today');
    expect(relativeDayLabel('2026-11-24', NY, now)).toBe('tomorrow');
    expect(relativeDayLabel('2026-11-24', 'Europe/Berlin', now)).toBe('today');
    expect(relativeDayLabel('2026-11-26', NY, now, 'en-GB')).toBe('Thu 26 Nov');
    expect(earliestLabel(list.data[0]!, NY, now, 'en-GB')).toBe('Earliest: tomorrow 08:00 – 10:00');
  });
});

describe('selectedDay', () => {
  const days = groupWindowsByDay(list, NY);
  it('keeps the picked day, else the chosen window’s, else the first day with a free window', () => {
    expect(selectedDay(days, '2026-11-25', null)).toBe('2026-11-25');
    expect(selectedDay(days, '2026-12-01', '2026-11-25')).toBe('2026-11-25');
    expect(selectedDay(days, '', null)).toBe('2026-11-24');
    expect(selectedDay(days.slice(1), '', null)).toBe('2026-11-25');
  });
  it('never selects a closed day', () => {
    expect(selectedDay(days, '2026-11-26', null)).toBe('2026-11-24');
    expect(selectedDay([], '2026-11-26', null)).toBe('');
  });
});
