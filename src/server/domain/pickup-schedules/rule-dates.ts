import { RRuleTemporal } from 'rrule-temporal';
import type { ScheduleRule } from '#contract/pickup-schedule-rule';
import { addDays, daysBetween, isoWeekday } from '../pickup-windows/calendar-days';

/**
 * The local dates ("YYYY-MM-DD") a schedule's rule names, by rrule-temporal (see
 * docs/decisions/schedule-rules.md). Dates are floating: the rule is expanded in UTC at midnight,
 * where no daylight saving can move a day, and the site's zone is applied to each date afterwards.
 * INTERVAL counts from the anchor's week (weeks start on Monday) or month, and no date is before it.
 * The library takes tens of microseconds a date, so callers ask for no more dates than they need.
 */
export function ruleDatesFrom(
  rule: ScheduleRule,
  anchorDate: string,
  fromDate: string,
  /** How many dates, or when the dates so far are enough (asked after each one). */
  enough: number | ((dates: readonly string[]) => boolean),
): string[] {
  const isEnough = typeof enough === 'number' ? (dates: readonly string[]) => dates.length >= enough : enough;
  if (isEnough([])) return [];
  const first = fromDate > anchorDate ? fromDate : anchorDate;
  const start = periodStartOnOrBefore(rule, anchorDate, first);
  const expansion = new RRuleTemporal({
    freq: rule.freq,
    interval: rule.interval,
    byDay: rule.freq === 'WEEKLY' ? rule.weekdays : [`${rule.ordinal}${rule.weekday}`],
    wkst: 'MO',
    tzid: 'UTC',
    dtstart: { timeZoneId: 'UTC', toString: () => `${start}T00:00:00+00:00[UTC]` },
    cache: false,
  });
  const dates: string[] = [];
  expansion.all((occurrence) => {
    const date = occurrence.toPlainDate().toString();
    if (date < first) return true;
    dates.push(date);
    return !isEnough(dates);
  });
  return dates;
}

/**
 * The start (a Monday, or a 1st) of the latest period of the rule's own cycle that begins on or before
 * `date`: expanding from there names the same dates as expanding from the anchor, without walking
 * every period since a schedule made years ago.
 */
function periodStartOnOrBefore(rule: ScheduleRule, anchorDate: string, date: string): string {
  if (rule.freq === 'WEEKLY') {
    const anchorMonday = addDays(anchorDate, 1 - isoWeekday(anchorDate));
    const weeks = Math.floor(daysBetween(anchorMonday, date) / 7);
    return addDays(anchorMonday, Math.floor(weeks / rule.interval) * rule.interval * 7);
  }
  const monthIndex = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
  const months = monthIndex(date) - monthIndex(anchorDate);
  const index = monthIndex(anchorDate) + Math.floor(months / rule.interval) * rule.interval;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
