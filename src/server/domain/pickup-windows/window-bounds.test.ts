import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES, pickupRulesOf } from './pickup-rules';
import { closedDaysBetween, horizonEnd, isListable, leadCutoff } from './window-calendar';

const rules = DEFAULT_PICKUP_RULES;
const now = new Date('2026-11-23T15:00:00Z');
const window = (start: string, end: string) => ({ date: start.slice(0, 10), start: new Date(start), end: new Date(end) });

describe('horizonEnd and isListable', () => {
  it('ends the horizon the configured number of days after now', () => {
    expect(horizonEnd(now, rules)).toEqual(new Date('2027-01-22T15:00:00Z'));
    expect(horizonEnd(now, { ...rules, horizonDays: 7 })).toEqual(new Date('2026-11-30T15:00:00Z'));
  });

  it('lists a window that has not ended and starts no later than the horizon', () => {
    expect(isListable(window('2026-11-23T14:00:00Z', '2026-11-23T16:00:00Z'), now, rules)).toBe(true);
    expect(isListable(window('2026-11-23T13:00:00Z', '2026-11-23T15:00:00Z'), now, rules)).toBe(false);
    expect(isListable(window('2026-11-23T13:00:00Z', '2026-11-23T15:00:00.001Z'), now, rules)).toBe(true);
    expect(isListable(window('2027-01-22T15:00:00Z', '2027-01-22T17:00:00Z'), now, rules)).toBe(true);
    expect(isListable(window('2027-01-22T15:00:00.001Z', '2027-01-22T17:00:00Z'), now, rules)).toBe(false);
  });
});

describe('closedDaysBetween', () => {
  it('includes both ends of the range', () => {
    expect(closedDaysBetween('2026-11-26', '2026-11-26', rules)).toEqual([
      { date: '2026-11-26', reason: 'holiday', name: 'Thanksgiving Day' },
    ]);
  });
});

describe('leadCutoff', () => {
  it('is now itself when no lead time is configured', () => {
    expect(leadCutoff(now, { ...rules, leadBusinessDays: 0 })).toEqual(now);
  });
});

describe('pickupRulesOf', () => {
  it('takes the configured rules, else the defaults', () => {
    const custom = { ...rules, capacity: 9 };
    expect(pickupRulesOf({ pickup: custom })).toBe(custom);
    expect(pickupRulesOf({})).toBe(DEFAULT_PICKUP_RULES);
  });
});
