import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES, type PickupRules } from './pickup-rules';
import { addWorkingTime, workingHoursOn } from './working-hours';

const HOUR = 3_600_000;
const rules = DEFAULT_PICKUP_RULES;
const add = (iso: string, hours: number, r: PickupRules = rules) => addWorkingTime(new Date(iso), hours * HOUR, r).toISOString();

describe('working hours', () => {
  it('run from the first window’s start to the last window’s end on open days only', () => {
    // Tuesday 24 November 2026, EST (UTC-5): 08:00–18:00 local.
    expect(workingHoursOn('2026-11-24', rules)).toEqual({
      start: new Date('2026-11-24T13:00:00Z'),
      end: new Date('2026-11-24T23:00:00Z'),
    });
    expect(workingHoursOn('2026-11-26', rules)).toBeNull(); // Thanksgiving
    expect(workingHoursOn('2026-11-28', rules)).toBeNull(); // Saturday
    expect(workingHoursOn('2026-11-24', { ...rules, windows: [] })).toBeNull();
  });

  it('count only working time: inside a day, across the night, over a weekend and a holiday', () => {
    // Tuesday 09:00 + 4 h = 13:00 the same day.
    expect(add('2026-11-24T14:00:00Z', 4)).toBe('2026-11-24T18:00:00.000Z');
    // Tuesday 17:00 + 4 h: one hour on Tuesday, three on Wednesday from 08:00.
    expect(add('2026-11-24T22:00:00Z', 4)).toBe('2026-11-25T16:00:00.000Z');
    // Wednesday 17:00 + 4 h: Thanksgiving is closed, so Friday 11:00.
    expect(add('2026-11-25T22:00:00Z', 4)).toBe('2026-11-27T16:00:00.000Z');
    // Friday 17:00 + 26 h: 1 h Friday, Monday and Tuesday in full, 5 h on Wednesday (13:00).
    expect(add('2026-11-20T22:00:00Z', 26)).toBe('2026-11-25T18:00:00.000Z');
    // From a closed moment (Sunday 10:00), the clock starts at Monday's opening.
    expect(add('2026-11-22T15:00:00Z', 2)).toBe('2026-11-23T15:00:00.000Z');
  });

  it('ends exactly at closing when the work fills the day, and adds up in parts', () => {
    expect(add('2026-11-24T21:00:00Z', 2)).toBe('2026-11-24T23:00:00.000Z');
    const from = new Date('2026-11-20T20:17:00Z');
    for (const [a, b] of [
      [2, 33],
      [4, 31],
      [9, 26],
      [30, 5],
    ] as const) {
      const inParts = addWorkingTime(addWorkingTime(from, a * HOUR, rules), b * HOUR, rules);
      expect(inParts).toEqual(addWorkingTime(from, (a + b) * HOUR, rules));
    }
  });

  it('keeps local hours across a DST change', () => {
    // Fri 30 Oct 2026 17:00 EDT + 2 h: one hour Friday, then Monday 2 Nov 09:00 EST (14:00 UTC).
    expect(add('2026-10-30T21:00:00Z', 2)).toBe('2026-11-02T14:00:00.000Z');
  });

  it('refuses rules that leave no working hours', () => {
    const closed: PickupRules = { ...rules, windows: [] };
    expect(() => addWorkingTime(new Date('2026-11-24T14:00:00Z'), HOUR, closed)).toThrow(/no working hours/);
  });
});
