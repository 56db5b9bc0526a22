import { describe, expect, it } from 'vitest';
import {
  isExistingLocalTime,
  isKnownTimeZone,
  localDate,
  utcToZonedTime,
  zonedInstant,
  zonedTimeToUtc,
  zoneOffsetMs,
} from './zoned-time';

const iso = (day: string, time: string, zone: string) => zonedTimeToUtc(day, time, zone)?.toISOString();

describe('zonedTimeToUtc', () => {
  it('converts ordinary days in and out of daylight saving time', () => {
    expect(iso('2026-01-15', '09:00', 'America/New_York')).toBe('2026-01-15T14:00:00.000Z');
    expect(iso('2026-07-15', '09:00', 'America/New_York')).toBe('2026-07-15T13:00:00.000Z');
    expect(iso('2026-01-15', '09:00', 'Europe/Berlin')).toBe('2026-01-15T08:00:00.000Z');
    expect(iso('2026-07-15', '09:00', 'Europe/Berlin')).toBe('2026-07-15T07:00:00.000Z');
    expect(iso('2026-07-15', '09:00', 'UTC')).toBe('2026-07-15T09:00:00.000Z');
    expect(iso('2026-07-15', '09:00', 'Asia/Kolkata')).toBe('2026-07-15T03:30:00.000Z');
  });

  it('handles New York spring forward (2026-03-08, 02:00 EST → 03:00 EDT)', () => {
    expect(iso('2026-03-08', '01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z');
    expect(iso('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-08', '09:00', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
    // 02:30 does not exist that day: it moves forward by the hour skipped.
    expect(iso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(isExistingLocalTime('2026-03-08', '02:30', 'America/New_York')).toBe(false);
    expect(isExistingLocalTime('2026-03-08', '03:30', 'America/New_York')).toBe(true);
  });

  it('handles New York fall back (2026-11-01, 02:00 EDT → 01:00 EST)', () => {
    expect(iso('2026-11-01', '00:30', 'America/New_York')).toBe('2026-11-01T04:30:00.000Z');
    // 01:30 happens twice: the earlier (EDT) one is taken.
    expect(iso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(iso('2026-11-01', '02:00', 'America/New_York')).toBe('2026-11-01T07:00:00.000Z');
    expect(iso('2026-11-01', '09:00', 'America/New_York')).toBe('2026-11-01T14:00:00.000Z');
  });

  it('a window across the fall-back hour is an hour longer than the clock says', () => {
    const start = zonedTimeToUtc('2026-11-01', '00:00', 'America/New_York')!;
    const end = zonedTimeToUtc('2026-11-01', '02:00', 'America/New_York')!;
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(3);
  });

  it('handles Berlin spring forward (2026-03-29) and fall back (2026-10-25)', () => {
    expect(iso('2026-03-29', '01:30', 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z');
    expect(iso('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(isExistingLocalTime('2026-03-29', '02:30', 'Europe/Berlin')).toBe(false);
    expect(iso('2026-03-29', '03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25', '03:30', 'Europe/Berlin')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('handles zones that observe DST in the southern summer (Sydney, 2026-10-04 spring forward)', () => {
    expect(iso('2026-10-04', '01:30', 'Australia/Sydney')).toBe('2026-10-03T15:30:00.000Z');
    expect(iso('2026-10-04', '03:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z');
  });

  it('rejects malformed input instead of guessing', () => {
    expect(zonedTimeToUtc('2026-02-30', '09:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-2-3', '09:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-02-03', '24:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-02-03', '9:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-02-03', '09:00', 'Mars/Olympus_Mons')).toBeNull();
  });
});

describe('utcToZonedTime', () => {
  it('is the inverse for every existing time, across both New York changes', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        if (!isExistingLocalTime(day, time, 'America/New_York')) continue;
        expect(utcToZonedTime(zonedTimeToUtc(day, time, 'America/New_York')!, 'America/New_York')).toEqual({ day, time });
      }
    }
  });

  it('gives the local day, which can differ from the UTC day', () => {
    expect(utcToZonedTime(new Date('2026-07-15T02:00:00Z'), 'America/New_York')).toEqual({ day: '2026-07-14', time: '22:00' });
    expect(zoneOffsetMs(Date.parse('2026-07-15T02:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});

describe('localDate', () => {
  it('writes local dates zero-padded', () => {
    expect(localDate(new Date('2026-01-05T12:00:00Z'), 'America/New_York')).toBe('2026-01-05');
    expect(localDate(new Date('0999-02-03T12:00:00Z'), 'UTC')).toBe('0999-02-03');
  });
});

describe('zonedInstant', () => {
  it('is zonedTimeToUtc for well-formed input, the same instant on every call', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuses input that is not a local date and time', () => {
    expect(() => zonedInstant('2026-02-30', '08:00', 'America/New_York')).toThrow(/Not a local date and time/);
    expect(() => zonedInstant('2026-02-03', '08:00', 'Mars/Olympus_Mons')).toThrow(/Not a local date and time/);
  });
});
