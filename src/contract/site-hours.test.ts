import { describe, expect, it } from 'vitest';
import { closedDateSchema, dayRangesSchema, receivingHoursSchema, siteWeekdayOf, wallClockRangeSchema } from './site-hours';

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('site hours', () => {
  it('takes HH:MM ranges that end after they start, and 24:00 as an end only', () => {
    expect(ok(wallClockRangeSchema, { start: '06:00', end: '10:00' })).toBe(true);
    expect(ok(wallClockRangeSchema, { start: '18:00', end: '24:00' })).toBe(true);
    expect(ok(wallClockRangeSchema, { start: '00:00', end: '00:01' })).toBe(true);
    expect(ok(wallClockRangeSchema, { start: '24:00', end: '24:00' })).toBe(false);
    expect(ok(wallClockRangeSchema, { start: '10:00', end: '10:00' })).toBe(false);
    expect(ok(wallClockRangeSchema, { start: '22:00', end: '02:00' })).toBe(false);
    expect(ok(wallClockRangeSchema, { start: '6:00', end: '10:00' })).toBe(false);
    expect(ok(wallClockRangeSchema, { start: '06:00', end: '24:01' })).toBe(false);
  });

  it('allows none, one or two ranges a day, in order with a gap', () => {
    expect(ok(dayRangesSchema, [])).toBe(true);
    expect(
      ok(dayRangesSchema, [
        { start: '06:00', end: '10:00' },
        { start: '14:00', end: '16:00' },
      ]),
    ).toBe(true);
    expect(
      ok(dayRangesSchema, [
        { start: '14:00', end: '16:00' },
        { start: '06:00', end: '10:00' },
      ]),
    ).toBe(false);
    expect(
      ok(dayRangesSchema, [
        { start: '06:00', end: '10:00' },
        { start: '10:00', end: '12:00' },
      ]),
    ).toBe(false);
    expect(
      ok(dayRangesSchema, [
        { start: '06:00', end: '10:00' },
        { start: '09:00', end: '12:00' },
      ]),
    ).toBe(false);
    const three = [
      { start: '06:00', end: '07:00' },
      { start: '08:00', end: '09:00' },
      { start: '10:00', end: '11:00' },
    ];
    expect(ok(dayRangesSchema, three)).toBe(false);
  });

  it('needs every weekday, and closed dates with a reason', () => {
    const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(ok(receivingHoursSchema, week)).toBe(true);
    expect(ok(receivingHoursSchema, { ...week, sun: undefined })).toBe(false);
    expect(ok(closedDateSchema, { date: '2026-12-24', reason: 'Christmas Eve' })).toBe(true);
    expect(ok(closedDateSchema, { date: '2026-12-24', reason: '  ' })).toBe(false);
    expect(ok(closedDateSchema, { date: '2026-02-30', reason: 'No such day' })).toBe(false);
  });

  it('names a date’s weekday by its key', () => {
    expect(siteWeekdayOf('2026-11-23')).toBe('mon');
    expect(siteWeekdayOf('2026-11-29')).toBe('sun');
  });
});
