import { describe, expect, it } from 'vitest';
import { parseScheduleRule, RULE_WEEKDAYS, type ScheduleRule } from '#contract/pickup-schedule-rule';
import { addDays, daysBetween, isoWeekday } from '../pickup-windows/calendar-days';
import { ruleDatesFrom } from './rule-dates';

function rule(text: string): ScheduleRule {
  const parsed = parseScheduleRule(text);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join(' '));
  return parsed.rule;
}

/** The rule read day by day, by its definition: the check on the library and on the shortcut past old periods. */
function ruleDatesByWalking(r: ScheduleRule, anchorDate: string, fromDate: string, count: number): string[] {
  const monday = (d: string) => addDays(d, 1 - isoWeekday(d));
  const month = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  const dates: string[] = [];
  for (let day = fromDate > anchorDate ? fromDate : anchorDate; dates.length < count; day = addDays(day, 1)) {
    const weekday = RULE_WEEKDAYS[isoWeekday(day) - 1]!;
    if (r.freq === 'WEEKLY') {
      const weeks = daysBetween(monday(anchorDate), monday(day)) / 7;
      if (weeks % r.interval === 0 && r.weekdays.includes(weekday)) dates.push(day);
    } else {
      const dayOfMonth = Number(day.slice(8));
      const nth = r.ordinal === -1 ? addDays(day, 7).slice(5, 7) !== day.slice(5, 7) : Math.ceil(dayOfMonth / 7) === r.ordinal;
      if ((month(day) - month(anchorDate)) % r.interval === 0 && weekday === r.weekday && nth) dates.push(day);
    }
  }
  return dates;
}

describe('rule dates', () => {
  it('counts INTERVAL from the anchor’s week, weeks starting on Monday', () => {
    // Anchored on a Wednesday: that week's Thursday, then every other week's Monday and Thursday.
    expect(ruleDatesFrom(rule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'), '2027-01-06', '2027-01-01', 6)).toEqual([
      '2027-01-07',
      '2027-01-18',
      '2027-01-21',
      '2027-02-01',
      '2027-02-04',
      '2027-02-15',
    ]);
    // From a later date the cycle is the anchor's, not the later date's.
    expect(ruleDatesFrom(rule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'), '2027-01-06', '2027-01-25', 2)).toEqual([
      '2027-02-01',
      '2027-02-04',
    ]);
    // A Sunday anchor is the end of its week: the Monday after starts the next week, skipped by INTERVAL=2.
    expect(ruleDatesFrom(rule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'), '2027-01-10', '2027-01-01', 2)).toEqual([
      '2027-01-18',
      '2027-02-01',
    ]);
  });

  it('counts a monthly INTERVAL from the anchor’s month, and names no date before the anchor', () => {
    // February's first Monday (the 1st) is before the anchor; the cycle is still February's.
    expect(ruleDatesFrom(rule('FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO'), '2027-02-10', '2027-01-01', 3)).toEqual([
      '2027-05-03',
      '2027-08-02',
      '2027-11-01',
    ]);
    expect(ruleDatesFrom(rule('FREQ=MONTHLY;BYDAY=2TU'), '2027-01-01', '2027-01-01', 6)).toEqual([
      '2027-01-12',
      '2027-02-09',
      '2027-03-09',
      '2027-04-13',
      '2027-05-11',
      '2027-06-08',
    ]);
  });

  it('takes the last weekday whether a month has four or five of it', () => {
    // January and April 2027 have five Fridays, February and March four.
    expect(ruleDatesFrom(rule('FREQ=MONTHLY;BYDAY=-1FR'), '2027-01-01', '2027-01-01', 4)).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
      '2027-04-30',
    ]);
    expect(ruleDatesFrom(rule('FREQ=MONTHLY;BYDAY=4FR'), '2027-01-01', '2027-01-01', 4)).toEqual([
      '2027-01-22',
      '2027-02-26',
      '2027-03-26',
      '2027-04-23',
    ]);
  });

  it('crosses a year’s end and lands on a leap day', () => {
    expect(ruleDatesFrom(rule('FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'), '2027-12-17', '2027-12-01', 3)).toEqual([
      '2027-12-17',
      '2027-12-31',
      '2028-01-14',
    ]);
    expect(ruleDatesFrom(rule('FREQ=MONTHLY;BYDAY=-1FR'), '2027-12-01', '2027-12-01', 2)).toEqual(['2027-12-31', '2028-01-28']);
    expect(ruleDatesFrom(rule('FREQ=MONTHLY;INTERVAL=12;BYDAY=2MO'), '2027-03-01', '2027-03-01', 3)).toEqual([
      '2027-03-08',
      '2028-03-13',
      '2029-03-12',
    ]);
    expect(ruleDatesFrom(rule('FREQ=WEEKLY;BYDAY=TU'), '2028-02-20', '2028-02-20', 3)).toEqual([
      '2028-02-22',
      '2028-02-29',
      '2028-03-07',
    ]);
    expect(ruleDatesFrom(rule('FREQ=MONTHLY;BYDAY=-1TU'), '2028-01-01', '2028-02-01', 2)).toEqual(['2028-02-29', '2028-03-28']);
  });

  it('names the same dates as reading the rule day by day, from any anchor and any later date', () => {
    const rules = [
      'FREQ=WEEKLY;BYDAY=MO',
      'FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,SU',
      'FREQ=WEEKLY;INTERVAL=8;BYDAY=SA',
      'FREQ=MONTHLY;BYDAY=-1SU',
      'FREQ=MONTHLY;INTERVAL=5;BYDAY=3WE',
      'FREQ=MONTHLY;INTERVAL=12;BYDAY=4TH',
    ].map(rule);
    const anchors = ['2026-12-27', '2027-01-31', '2027-06-15', '2028-02-29'];
    const froms = ['2026-01-01', '2027-07-04', '2029-11-30', '2033-05-18'];
    for (const r of rules) {
      for (const anchor of anchors) {
        for (const from of froms)
          expect(ruleDatesFrom(r, anchor, from, 5), `${JSON.stringify(r)} ${anchor} ${from}`).toEqual(
            ruleDatesByWalking(r, anchor, from, 5),
          );
      }
    }
  });

  it('names nothing when asked for nothing', () => {
    expect(ruleDatesFrom(rule('FREQ=WEEKLY;BYDAY=MO'), '2027-01-01', '2027-01-01', 0)).toEqual([]);
  });
});
