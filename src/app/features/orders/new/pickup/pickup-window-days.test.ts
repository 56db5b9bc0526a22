import { describe, expect, it } from 'vitest';
import type { OfferedWindow } from '#app/features/orders/api/pickup-windows-query';
import {
  dayLabel,
  dayStatus,
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

// Mon 23 Nov 2026, 10:00 in New York.
const NOW = new Date('2026-11-23T15:00:00.000Z');

describe('groupWindowsByDay', () => {
  it('groups by the service day when the user is in its zone, counting free windows and naming holidays', () => {
    const days = groupWindowsByDay(list, NY, NOW);
    expect(days.map(({ day, windows, free, closed }) => [day, windows.length, free, closed])).toEqual([
      ['2026-11-24', 2, 2, null],
      ['2026-11-25', 1, 0, null],
      ['2026-11-26', 0, 0, 'Thanksgiving Day'],
      ['2026-11-27', 0, 0, null],
    ]);
    expect(days.map(dayStatus)).toEqual(['2 free windows', 'full', 'closed: Thanksgiving Day (holiday)', 'no windows']);
  });

  it('says why each day cannot be chosen: too soon, full, past, a holiday by name, not a business day', () => {
    const soon = (start: string, remaining = 2): OfferedWindow => ({
      ...offered(start, new Date(Date.parse(start) + 7_200_000).toISOString(), remaining),
      available: false,
      unavailable_reason: 'too_soon',
    });
    const week = {
      // Fri 20 Nov to Mon 30 Nov; now is Mon 23 Nov, whose windows are all too soon (lead time).
      data: [soon('2026-11-23T13:00:00.000Z'), soon('2026-11-23T21:00:00.000Z', 0), ...list.data],
      meta: { ...list.meta, from: '2026-11-20', to: '2026-11-30', business_days: [1, 2, 3, 4, 5] },
    };
    const days = groupWindowsByDay(week, NY, NOW);
    expect(days.map((day) => [day.day, day.reason, dayStatus(day)])).toEqual([
      ['2026-11-20', 'past', 'past'],
      ['2026-11-21', 'past', 'past'],
      ['2026-11-22', 'past', 'past'],
      ['2026-11-23', 'too_soon', 'too soon to book'],
      ['2026-11-24', null, '2 free windows'],
      ['2026-11-25', 'full', 'full'],
      ['2026-11-26', 'holiday', 'closed: Thanksgiving Day (holiday)'],
      ['2026-11-27', 'no_windows', 'no windows'],
      ['2026-11-28', 'closed', 'closed: not a business day'],
      ['2026-11-29', 'closed', 'closed: not a business day'],
      ['2026-11-30', 'no_windows', 'no windows'],
    ]);
    // Late on a business day: today's windows have all started, or there are none left at all.
    const evening = new Date('2026-11-23T22:00:00.000Z');
    const late = groupWindowsByDay(week, NY, evening);
    expect(late.find((d) => d.day === '2026-11-23')).toMatchObject({ reason: 'past' });
    expect(dayStatus(late.find((d) => d.day === '2026-11-23')!)).toBe('past: every window has started');
    const over = groupWindowsByDay({ ...week, data: list.data }, NY, evening).find((d) => d.day === '2026-11-23')!;
    expect([over.reason, dayStatus(over)]).toEqual(['past', 'past']);
    // A server that does not say its business days: a weekend is only "no windows".
    const unknown = groupWindowsByDay({ ...week, meta: { ...week.meta, business_days: undefined } }, NY, NOW);
    expect(unknown.find((d) => d.day === '2026-11-28')?.reason).toBe('no_windows');
  });

  it('moves a window to the next day when it starts after midnight in the user’s zone', () => {
    // 16:00 New York is 06:00 the next day in Tokyo.
    const days = groupWindowsByDay(list, 'Asia/Tokyo', NOW);
    expect(days.map((d) => [d.day, d.windows.map((w) => w.start)])).toEqual([
      ['2026-11-24', ['2026-11-24T13:00:00.000Z']],
      ['2026-11-25', ['2026-11-24T21:00:00.000Z', '2026-11-25T13:00:00.000Z']],
      ['2026-11-26', []],
      ['2026-11-27', []],
    ]);
  });

  it('a holiday that holds a window in the user’s zone shows the window, not the closure', () => {
    const tokyo = groupWindowsByDay(
      { ...list, meta: { ...list.meta, closed_days: [{ date: '2026-11-25', reason: 'holiday' as const, name: 'X' }] } },
      'Asia/Tokyo',
      NOW,
    );
    expect(tokyo.find((d) => d.day === '2026-11-25')?.closed).toBeNull();
  });
});

describe('labels', () => {
  it('names days, times in a zone and each window’s state', () => {
    expect(dayLabel('2026-11-24', 'en-GB')).toBe('Tue 24 Nov');
    expect(windowTimes(list.data[0]!, NY, 'en-GB')).toBe('08:00 – 10:00');
    expect(windowTimes(list.data[0]!, 'Europe/Berlin', 'en-GB')).toBe('14:00 – 16:00');
    expect(windowStatus(list.data[0]!, NOW)).toBe('2 places left');
    expect(windowStatus(offered('2026-11-24T13:00:00.000Z', '2026-11-24T15:00:00.000Z', 1), NOW)).toBe('1 place left');
    expect(windowStatus(list.data[2]!, NOW)).toBe('full');
    const soon = { ...list.data[0]!, available: false, unavailable_reason: 'too_soon' as const };
    expect(windowStatus(soon, NOW)).toBe('too soon to book');
    expect(windowStatus(soon, new Date('2026-11-24T14:00:00.000Z'))).toBe('past: already started');
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
  const days = groupWindowsByDay(list, NY, NOW);
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
