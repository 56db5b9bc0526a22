import { describe, expect, it } from 'vitest';
import { resolvePickupWindow } from './pickup-window-input';

// Saturday 21 Nov 2026, 09:00 in New York.
const NOW = new Date('2026-11-21T14:00:00Z');
const NY = 'America/New_York';

describe('resolvePickupWindow', () => {
  it('asks for each missing part of the window', () => {
    const { errors, start } = resolvePickupWindow({ day: '', start: '', end: '' }, NY, NOW);
    expect(start).toBeNull();
    expect(errors).toEqual({
      day: 'Choose a pickup day.',
      start: 'Enter the time the pickup window starts.',
      end: 'Enter the time the pickup window ends.',
    });
  });

  it('accepts a valid window and sends it as UTC', () => {
    const result = resolvePickupWindow({ day: '2026-11-23', start: '09:00', end: '12:00' }, NY, NOW);
    expect(result.errors).toEqual({});
    expect(result.start?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(result.end?.toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('refuses a window that starts in the past, even later today', () => {
    expect(resolvePickupWindow({ day: '2026-11-21', start: '08:00', end: '11:00' }, NY, NOW).errors).toEqual({
      start: 'The pickup window must start in the future.',
    });
    expect(resolvePickupWindow({ day: '2026-11-21', start: '10:00', end: '12:00' }, NY, NOW).errors).toEqual({});
  });

  it('refuses a start more than 60 days ahead', () => {
    expect(resolvePickupWindow({ day: '2027-01-21', start: '09:00', end: '12:00' }, NY, NOW).errors).toEqual({
      start: 'The pickup window must start within 60 days.',
    });
    // Day 60 itself is allowed until the same time of day as now.
    expect(resolvePickupWindow({ day: '2027-01-20', start: '08:00', end: '12:00' }, NY, NOW).errors).toEqual({});
  });

  it('refuses an end before the start and a window shorter than two hours', () => {
    expect(resolvePickupWindow({ day: '2026-11-23', start: '12:00', end: '09:00' }, NY, NOW).errors).toEqual({
      end: 'The pickup window must end after it starts.',
    });
    expect(resolvePickupWindow({ day: '2026-11-23', start: '09:00', end: '09:00' }, NY, NOW).errors).toEqual({
      end: 'The pickup window must end after it starts.',
    });
    expect(resolvePickupWindow({ day: '2026-11-23', start: '09:00', end: '10:59' }, NY, NOW).errors).toEqual({
      end: 'The pickup window must be at least 2 hours long.',
    });
    expect(resolvePickupWindow({ day: '2026-11-23', start: '09:00', end: '11:00' }, NY, NOW).errors).toEqual({});
  });

  it('measures real elapsed time on daylight-saving days, not clock time', () => {
    const now = new Date('2026-02-01T12:00:00Z');
    // Spring forward: 01:00–03:00 on the clock is one real hour.
    expect(resolvePickupWindow({ day: '2026-03-08', start: '01:00', end: '03:00' }, NY, now).errors).toEqual({
      end: 'The pickup window must be at least 2 hours long.',
    });
    const fall = resolvePickupWindow({ day: '2026-11-01', start: '00:30', end: '01:45' }, NY, new Date('2026-10-01T12:00:00Z'));
    // Fall back: 00:30–01:45 reads the earlier 01:45, 1 h 15 min later: too short.
    expect(fall.errors.end).toBe('The pickup window must be at least 2 hours long.');
  });

  it('explains a time that the clocks skip instead of refusing it', () => {
    const result = resolvePickupWindow({ day: '2026-03-08', start: '02:30', end: '06:00' }, NY, new Date('2026-02-01T12:00:00Z'));
    expect(result.errors).toEqual({});
    expect(result.start?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(result.notes.start).toContain('does not exist on this day');
  });

  it('refuses times that are not HH:MM', () => {
    expect(resolvePickupWindow({ day: '2026-11-23', start: '9am', end: '12:00' }, NY, NOW).errors).toEqual({
      start: 'Enter a valid start time (HH:MM).',
    });
  });
});
