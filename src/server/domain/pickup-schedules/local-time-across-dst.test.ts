import { describe, expect, it } from 'vitest';
import { utcToZonedTime, zonedInstant } from '#contract/zoned-time';
import { addDays } from '../pickup-windows/calendar-days';
import { nextOccurrences } from './occurrences';
import { ruleOf } from './schedule-test-kit';

const ZONE = 'America/Chicago';
const weeklyFrom = (text: string, fromDate: string, count: number) =>
  nextOccurrences({
    rule: ruleOf(text),
    anchorDate: fromDate,
    fromDate,
    count,
    skips: new Set(),
    closedOn: () => null,
    maxShiftDays: 7,
  });

describe('a schedule’s local time across daylight saving', () => {
  it('keeps weekly pickups at 08:00 in Chicago for six months across the spring change (UTC 14:00 → 13:00)', () => {
    const dates = weeklyFrom('FREQ=WEEKLY;BYDAY=MO', '2027-01-04', 26).map((o) => o.placeOn);
    expect(dates[0]).toBe('2027-01-04');
    expect(dates.at(-1)).toBe('2027-06-28');
    for (const date of dates) {
      const instant = zonedInstant(date, '08:00', ZONE);
      expect(utcToZonedTime(instant, ZONE)).toEqual({ day: date, time: '08:00' });
      expect(instant.getUTCHours(), date).toBe(date < '2027-03-14' ? 14 : 13);
    }
  });

  it('keeps them at 08:00 for six months across the autumn change (UTC 13:00 → 14:00)', () => {
    const dates = weeklyFrom('FREQ=WEEKLY;BYDAY=MO,TH', '2027-07-01', 52).map((o) => o.placeOn);
    expect(dates.at(-1)! >= '2027-12-27').toBe(true);
    for (const date of dates) {
      const instant = zonedInstant(date, '08:00', ZONE);
      expect(utcToZonedTime(instant, ZONE)).toEqual({ day: date, time: '08:00' });
      expect(instant.getUTCHours(), date).toBe(date < '2027-11-07' ? 13 : 14);
    }
  });

  it('falls on the very days the clocks change, and a week either side keeps one day’s step', () => {
    const sundays = weeklyFrom('FREQ=WEEKLY;BYDAY=SU', '2027-03-07', 36).map((o) => o.placeOn);
    expect(sundays).toContain('2027-03-14');
    expect(sundays).toContain('2027-11-07');
    sundays.slice(1).forEach((date, i) => expect(date).toBe(addDays(sundays[i]!, 7)));
    expect(zonedInstant('2027-03-07', '08:00', ZONE).toISOString()).toBe('2027-03-07T14:00:00.000Z');
    expect(zonedInstant('2027-03-14', '08:00', ZONE).toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(zonedInstant('2027-10-31', '08:00', ZONE).toISOString()).toBe('2027-10-31T13:00:00.000Z');
    expect(zonedInstant('2027-11-07', '08:00', ZONE).toISOString()).toBe('2027-11-07T14:00:00.000Z');
  });
});
