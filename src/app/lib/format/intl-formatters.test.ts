import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formatters';

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options, and reuses it', () => {
    const berlin = dateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeStyle: 'short' });
    expect(dateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeStyle: 'short' })).toBe(berlin);
    expect(dateTimeFormat('en-GB', { timeZone: 'America/New_York', timeStyle: 'short' })).not.toBe(berlin);
    expect(dateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', timeStyle: 'short' })).not.toBe(berlin);
    expect(berlin.format(new Date('2026-07-01T10:00:00Z'))).toBe('12:00');
  });

  it('keeps number and relative-time formatters apart from date ones with the same options', () => {
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1.5)).toBe('€1.50');
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1.5)).toBe('$1.50');
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(numberFormat('en-US')).toBe(numberFormat('en-US', {}));
  });
});
