import { describe, expect, it } from 'vitest';
import { daysOverdue, dueWithin, forecastText } from './forecast-text';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

describe('forecastText', () => {
  it('says due now within a day of the forecast, or in how many whole days (rounded up)', () => {
    expect(forecastText('2026-11-22T12:00:01.000Z', NOW)).toBe('due now');
    expect(forecastText('2026-11-23T12:00:00.000Z', NOW)).toBe('due now');
    expect(forecastText('2026-11-23T18:00:00.000Z', NOW)).toBe('due in 1 day');
    expect(forecastText('2026-12-02T06:00:00.000Z', NOW)).toBe('due in 9 days');
  });

  it('says a part long past its forecast is overdue, and by how many whole days', () => {
    expect(forecastText('2026-11-22T12:00:00.000Z', NOW)).toBe('overdue by 1 day');
    expect(forecastText('2026-11-20T00:00:00.000Z', NOW)).toBe('overdue by 3 days');
    // 107 days past its forecast does not read as if it had just come due.
    expect(forecastText('2026-08-08T12:00:00.000Z', NOW)).toBe('overdue by 107 days');
    expect(daysOverdue('2026-08-08T12:00:00.000Z', NOW)).toBe(107);
    expect(daysOverdue('2026-11-23T18:00:00.000Z', NOW)).toBeNull();
    expect(daysOverdue(null, NOW)).toBeNull();
  });

  it('says nothing without a forecast or with an unreadable one', () => {
    expect(forecastText(null, NOW)).toBeNull();
    expect(forecastText(undefined, NOW)).toBeNull();
    expect(forecastText('soon', NOW)).toBeNull();
  });

  it('tells whether a part is due within a number of days', () => {
    expect(dueWithin('2026-12-07T11:00:00.000Z', 14, NOW)).toBe(true);
    expect(dueWithin('2026-12-07T13:00:00.000Z', 14, NOW)).toBe(false);
    expect(dueWithin(null, 14, NOW)).toBe(false);
  });
});
