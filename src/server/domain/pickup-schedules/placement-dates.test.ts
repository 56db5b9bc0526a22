import { describe, expect, it } from 'vitest';
import { occurrencesDueForPlacement, orderDateFor } from './placement-dates';
import { ruleOf, weekdaySite } from './schedule-test-kit';

const base = { skips: new Set<string>(), closedOn: () => null, maxShiftDays: 7 };

describe('placement dates', () => {
  it('places an order lead_days before the rule’s date, across months and years', () => {
    expect(orderDateFor('2027-03-15', 3)).toBe('2027-03-12');
    expect(orderDateFor('2027-03-02', 14)).toBe('2027-02-16');
    expect(orderDateFor('2028-01-02', 5)).toBe('2027-12-28');
    expect(orderDateFor('2028-03-01', 1)).toBe('2028-02-29');
  });

  it('makes an occurrence due on its order date and keeps it due until its pickup day has passed', () => {
    const input = { ...base, rule: ruleOf('FREQ=WEEKLY;BYDAY=MO'), anchorDate: '2027-03-01', leadDays: 3 };
    const due = (today: string) => occurrencesDueForPlacement({ ...input, today }).map((o) => o.date);
    expect(due('2027-03-11')).toEqual([]);
    expect(due('2027-03-12')).toEqual(['2027-03-15']);
    // Made (or resumed) after the lead time began: placed at once, up to the pickup day itself.
    expect(due('2027-03-14')).toEqual(['2027-03-15']);
    expect(due('2027-03-15')).toEqual(['2027-03-15']);
    expect(due('2027-03-16')).toEqual([]);
  });

  it('lists every occurrence whose lead time has begun', () => {
    const input = { ...base, anchorDate: '2027-03-01', today: '2027-03-01', leadDays: 14 };
    expect(occurrencesDueForPlacement({ ...input, rule: ruleOf('FREQ=WEEKLY;BYDAY=MO,TH') }).map((o) => o.date)).toEqual([
      '2027-03-01',
      '2027-03-04',
      '2027-03-08',
      '2027-03-11',
      '2027-03-15',
    ]);
    const daily = occurrencesDueForPlacement({ ...input, rule: ruleOf('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU') });
    expect(daily.map((o) => o.date)).toHaveLength(15);
    expect(daily.at(-1)?.date).toBe('2027-03-15');
  });

  it('never makes a skipped occurrence due, and a shifted one due until its new day', () => {
    const input = {
      ...base,
      rule: ruleOf('FREQ=WEEKLY;BYDAY=MO'),
      anchorDate: '2027-05-01',
      leadDays: 2,
      closedOn: weekdaySite(),
    };
    expect(occurrencesDueForPlacement({ ...input, today: '2027-05-29' })).toEqual([
      { date: '2027-05-31', status: 'shifted', placeOn: '2027-06-01', shiftedReason: 'Memorial Day' },
    ]);
    expect(occurrencesDueForPlacement({ ...input, today: '2027-06-01' }).map((o) => o.placeOn)).toEqual(['2027-06-01']);
    expect(occurrencesDueForPlacement({ ...input, today: '2027-05-29', skips: new Set(['2027-05-31']) })).toEqual([]);
    const refit = {
      ...input,
      closedOn: weekdaySite(
        Object.fromEntries(['2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04'].map((d) => [d, 'Refit'])),
      ),
    };
    expect(occurrencesDueForPlacement({ ...refit, today: '2027-05-30' })).toEqual([]);
  });
});
