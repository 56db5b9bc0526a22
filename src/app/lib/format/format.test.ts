import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatMoney, formatRelative, userTimeZone } from './format';
import { humanize } from './humanize';

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

  it('falls back to dollars for a currency that is not a three-letter code', () => {
    expect(formatMoney(100, 'EURO', 'en-US')).toBe('$1.00');
    expect(formatMoney(100, 'XEUR', 'en-US')).toBe('$1.00');
    expect(formatMoney(100, '€', 'en-US')).toBe('$1.00');
  });

  it("names the viewer's own zone and uses it by default", () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(userTimeZone()).toBe(zone);
    const iso = '2026-11-21T08:30:00.000Z';
    expect(formatDateTime(iso, { locale: 'en-GB' })).toBe(formatDateTime(iso, { timeZone: zone, locale: 'en-GB' }));
  });

  it('formats only values that start with a calendar date', () => {
    expect(formatDate('2026-12-01T23:00:00Z', 'en-US')).toBe('Dec 1, 2026');
    expect(formatDate('due 2026-12-01', 'en-US')).toBe('due 2026-12-01');
  });

  it('switches to the larger unit exactly when one whole unit has passed', () => {
    const now = Date.parse('2026-11-21T08:00:00.000Z');
    expect(formatRelative('2026-11-21T08:01:00.000Z', now, 'en')).toBe('in 1 minute');
    expect(formatRelative('2026-11-21T07:59:01.000Z', now, 'en')).toBe('59 seconds ago');
    expect(formatRelative('2026-11-20T08:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(formatRelative('soon', now, 'en')).toBe('soon');
  });

  it('humanizes runs of separators and separators at the ends', () => {
    expect(humanize('needs__review')).toBe('Needs review');
    expect(humanize('_draft_')).toBe('Draft');
    expect(humanize('')).toBe('');
    expect(humanize('__')).toBe('__');
  });

  it('groups counts by the locale', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
  });
});
