import { describe, expect, it } from 'vitest';
import { daysBetween, isKnownTimeZone, localDate } from './zoned-time';

describe('zoned time', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it('counts calendar days between two dates, across DST changes and leap days', () => {
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-10', '2026-11-03')).toBe(-7);
    expect(daysBetween('2026-11-03', '2026-11-03')).toBe(0);
  });

  it('writes local dates zero-padded', () => {
    expect(localDate(new Date('2026-01-05T12:00:00Z'), 'America/New_York')).toBe('2026-01-05');
    expect(localDate(new Date('0999-02-03T12:00:00Z'), 'UTC')).toBe('0999-02-03');
  });
});
