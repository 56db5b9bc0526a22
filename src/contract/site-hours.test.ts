import { describe, expect, it } from 'vitest';
import {
  closedDateSchema,
  dayRangesSchema,
  receivingHoursProblems,
  receivingHoursSchema,
  siteWeekdayOf,
  wallClockRangeSchema,
} from './site-hours';

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('site hours', () => {
  it('takes HH:MM times, and 24:00 as an end only', () => {
    expect(ok(wallClockRangeSchema, { start: '06:00', end: '10:00' })).toBe(true);
    expect(ok(wallClockRangeSchema, { start: '18:00', end: '24:00' })).toBe(true);
    expect(ok(wallClockRangeSchema, { start: '00:00', end: '00:01' })).toBe(true);
    expect(ok(wallClockRangeSchema, { start: '24:00', end: '24:00' })).toBe(false);
    expect(ok(wallClockRangeSchema, { start: '6:00', end: '10:00' })).toBe(false);
    expect(ok(wallClockRangeSchema, { start: '06:00', end: '24:01' })).toBe(false);
    expect(ok(wallClockRangeSchema, { start: '06:00', end: '10:00', note: 'x' })).toBe(false);
  });

  it('allows none, one or two ranges a day', () => {
    expect(ok(dayRangesSchema, [])).toBe(true);
    const three = [
      { start: '06:00', end: '07:00' },
      { start: '08:00', end: '09:00' },
      { start: '10:00', end: '11:00' },
    ];
    expect(ok(dayRangesSchema, three.slice(0, 2))).toBe(true);
    expect(ok(dayRangesSchema, three)).toBe(false);
  });

  it('names every range that does not end after it starts, and every day whose ranges overlap or touch', () => {
    const problems = receivingHoursProblems({
      mon: [{ start: '10:00', end: '10:00' }],
      tue: [{ start: '22:00', end: '02:00' }],
      wed: [
        { start: '14:00', end: '16:00' },
        { start: '06:00', end: '10:00' },
      ],
      thu: [
        { start: '06:00', end: '10:00' },
        { start: '09:00', end: '12:00' },
      ],
      fri: [
        { start: '06:00', end: '10:00' },
        { start: '10:00', end: '12:00' },
      ],
      sat: [{ start: '18:00', end: '24:00' }],
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['receiving_hours.mon.0', 'end_before_start'],
      ['receiving_hours.tue.0', 'end_before_start'],
      ['receiving_hours.thu', 'overlapping'],
      ['receiving_hours.fri', 'overlapping'],
    ]);
    expect(problems[3]?.message).toBe('receiving_hours.fri: 06:00–10:00 and 10:00–12:00 touch: write them as one range.');
  });

  it('needs every weekday, and closed dates with a reason', () => {
    const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(ok(receivingHoursSchema, week)).toBe(true);
    expect(ok(receivingHoursSchema, { ...week, sun: undefined })).toBe(false);
    expect(ok(closedDateSchema, { date: '2026-12-24', reason: 'Christmas Eve' })).toBe(true);
    expect(ok(closedDateSchema, { date: '2026-02-30', reason: 'No such day' })).toBe(false);
  });

  it('names a date’s weekday by its key', () => {
    expect(siteWeekdayOf('2026-11-23')).toBe('mon');
    expect(siteWeekdayOf('2026-11-29')).toBe('sun');
  });
});
