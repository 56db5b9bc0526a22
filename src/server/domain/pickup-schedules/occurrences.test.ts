import { describe, expect, it } from 'vitest';
import { nextOccurrences } from './occurrences';
import { ruleOf, weekdaySite } from './schedule-test-kit';

const open = () => null;
const base = { skips: new Set<string>(), closedOn: open, maxShiftDays: 7 };

describe('next occurrences', () => {
  it('lists the rule’s dates as scheduled on an open site, from the anchor’s cycle', () => {
    const occurrences = nextOccurrences({
      ...base,
      rule: ruleOf('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'),
      anchorDate: '2027-01-06',
      fromDate: '2027-01-19',
      count: 3,
    });
    expect(occurrences).toEqual([
      { date: '2027-01-21', status: 'scheduled', placeOn: '2027-01-21' },
      { date: '2027-02-01', status: 'scheduled', placeOn: '2027-02-01' },
      { date: '2027-02-04', status: 'scheduled', placeOn: '2027-02-04' },
    ]);
  });

  it('keeps a skipped date in the list as skipped, and the next one as it was, closed or not', () => {
    const occurrences = nextOccurrences({
      ...base,
      rule: ruleOf('FREQ=WEEKLY;BYDAY=FR'),
      anchorDate: '2027-12-01',
      fromDate: '2027-12-01',
      count: 3,
      skips: new Set(['2027-12-10', '2027-12-24']),
      closedOn: weekdaySite(),
    });
    expect(occurrences).toEqual([
      { date: '2027-12-03', status: 'scheduled', placeOn: '2027-12-03' },
      { date: '2027-12-10', status: 'skipped', placeOn: '2027-12-10', skippedReason: { by: 'request' } },
      { date: '2027-12-17', status: 'scheduled', placeOn: '2027-12-17' },
    ]);
    // Skipped on a holiday: skipped by request, not moved to the next open day.
    expect(
      nextOccurrences({
        ...base,
        rule: ruleOf('FREQ=WEEKLY;BYDAY=FR'),
        anchorDate: '2027-12-01',
        fromDate: '2027-12-20',
        count: 1,
        skips: new Set(['2027-12-24']),
        closedOn: weekdaySite(),
      }),
    ).toEqual([{ date: '2027-12-24', status: 'skipped', placeOn: '2027-12-24', skippedReason: { by: 'request' } }]);
  });

  it('moves a holiday’s pickup over a long weekend onto the next open day, and says why', () => {
    const occurrences = nextOccurrences({
      ...base,
      rule: ruleOf('FREQ=WEEKLY;BYDAY=FR'),
      anchorDate: '2027-12-01',
      fromDate: '2027-12-20',
      count: 3,
      closedOn: weekdaySite(),
    });
    expect(occurrences).toEqual([
      { date: '2027-12-24', status: 'shifted', placeOn: '2027-12-27', shiftedReason: 'Christmas Day (observed)' },
      { date: '2027-12-31', status: 'shifted', placeOn: '2028-01-03', shiftedReason: "New Year's Day (observed)" },
      { date: '2028-01-07', status: 'scheduled', placeOn: '2028-01-07' },
    ]);
  });

  it('moves a pickup past the site’s own closed days as well as holidays', () => {
    const closedOn = weekdaySite({ '2027-06-01': 'Stocktake' });
    const [first] = nextOccurrences({
      ...base,
      rule: ruleOf('FREQ=WEEKLY;BYDAY=MO'),
      anchorDate: '2027-05-01',
      fromDate: '2027-05-25',
      count: 1,
      closedOn,
    });
    expect(first).toEqual({ date: '2027-05-31', status: 'shifted', placeOn: '2027-06-02', shiftedReason: 'Memorial Day' });
  });

  it('drops a closed day’s pickup as skipped when the next open day is the rule’s next date or later', () => {
    const closedOn = weekdaySite({ '2027-06-08': 'Refit', '2027-06-09': 'Refit' });
    const occurrences = nextOccurrences({
      ...base,
      rule: ruleOf('FREQ=WEEKLY;BYDAY=MO,TH'),
      anchorDate: '2027-06-01',
      fromDate: '2027-06-07',
      count: 2,
      closedOn: (date) => (date === '2027-06-07' ? 'Refit' : closedOn(date)),
    });
    expect(occurrences).toEqual([
      { date: '2027-06-07', status: 'skipped', placeOn: '2027-06-07', skippedReason: { by: 'closed', closedReason: 'Refit' } },
      { date: '2027-06-10', status: 'scheduled', placeOn: '2027-06-10' },
    ]);
  });

  it('moves a pickup at most maxShiftDays', () => {
    const closed = Object.fromEntries(['2027-09-06', '2027-09-07', '2027-09-08', '2027-09-09'].map((d) => [d, 'Holiday week']));
    const input = {
      ...base,
      rule: ruleOf('FREQ=MONTHLY;BYDAY=1MO'),
      anchorDate: '2027-09-01',
      fromDate: '2027-09-01',
      count: 1,
      closedOn: weekdaySite(closed),
    };
    expect(nextOccurrences({ ...input, maxShiftDays: 4 })).toEqual([
      { date: '2027-09-06', status: 'shifted', placeOn: '2027-09-10', shiftedReason: 'Holiday week' },
    ]);
    expect(nextOccurrences({ ...input, maxShiftDays: 3 })).toEqual([
      {
        date: '2027-09-06',
        status: 'skipped',
        placeOn: '2027-09-06',
        skippedReason: { by: 'closed', closedReason: 'Holiday week' },
      },
    ]);
    expect(nextOccurrences({ ...input, maxShiftDays: 0 })[0]?.status).toBe('skipped');
  });

  it('still lists an earlier date shifted onto or past fromDate, and not one whose pickup is past', () => {
    const input = { ...base, rule: ruleOf('FREQ=WEEKLY;BYDAY=MO'), anchorDate: '2027-05-01', count: 2, closedOn: weekdaySite() };
    expect(nextOccurrences({ ...input, fromDate: '2027-06-01' })).toEqual([
      { date: '2027-05-31', status: 'shifted', placeOn: '2027-06-01', shiftedReason: 'Memorial Day' },
      { date: '2027-06-07', status: 'scheduled', placeOn: '2027-06-07' },
    ]);
    expect(nextOccurrences({ ...input, fromDate: '2027-06-02' }).map((o) => o.date)).toEqual(['2027-06-07', '2027-06-14']);
    expect(nextOccurrences({ ...input, fromDate: '2027-06-01', skips: new Set(['2027-05-31']) }).map((o) => o.date)).toEqual([
      '2027-06-07',
      '2027-06-14',
    ]);
  });

  it('starts no earlier than the anchor, and lists nothing for a count of 0', () => {
    const input = { ...base, rule: ruleOf('FREQ=MONTHLY;BYDAY=-1FR'), anchorDate: '2027-01-30', fromDate: '2027-01-01' };
    expect(nextOccurrences({ ...input, count: 2 }).map((o) => o.date)).toEqual(['2027-02-26', '2027-03-26']);
    expect(nextOccurrences({ ...input, count: 0 })).toEqual([]);
  });
});
