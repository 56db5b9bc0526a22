import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatRelative, humanize } from './format';

describe('format', () => {
  it('formats money from cents in the account currency', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(995, 'EUR', 'de-DE')).toBe('9,95\u00a0€');
    expect(formatMoney(0, 'usd', 'en-US')).toBe('$0.00');
  });

  it('shows timestamps in the given zone with the zone named', () => {
    const iso = '2026-11-21T08:30:00.000Z';
    expect(formatDateTime(iso, { timeZone: 'UTC', locale: 'en-GB' })).toBe('21 Nov 2026, 08:30 UTC');
    expect(formatDateTime(iso, { timeZone: 'America/New_York', locale: 'en-US' })).toBe('Nov 21, 2026, 3:30 AM EST');
  });

  it('keeps a date-only value on its calendar day in every zone', () => {
    expect(formatDate('2026-12-01', 'en-US')).toBe('Dec 1, 2026');
  });

  it('says relative times in words', () => {
    const now = Date.parse('2026-11-21T08:00:00.000Z');
    expect(formatRelative('2026-11-18T08:00:00.000Z', now, 'en')).toBe('3 days ago');
    expect(formatRelative('2026-11-21T10:00:00.000Z', now, 'en')).toBe('in 2 hours');
    expect(formatRelative('2026-11-21T08:00:00.000Z', now, 'en')).toBe('now');
  });

  it('leaves unparseable values as they are', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDate('later')).toBe('later');
  });

  it('humanizes unknown enum values', () => {
    expect(humanize('in_transit_back')).toBe('In transit back');
    expect(humanize('laser-etched')).toBe('Laser etched');
  });
});
