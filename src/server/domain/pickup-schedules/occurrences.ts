import type { ScheduleRule } from '#contract/pickup-schedule-rule';
import { addDays } from '../pickup-windows/calendar-days';
import { ruleDatesFrom } from './rule-dates';

/**
 * A schedule's occurrences: the rule's dates, less the ones skipped, each moved off a day the site
 * is closed. A closed day moves the pickup FORWARD to the next open day, never onto or past the
 * rule's next date (two pickups would land together, or the later one would overtake): then the
 * occurrence is dropped as skipped, as it is when no open day comes within `maxShiftDays`. Forward,
 * not backward: the order is placed `lead_days` before the rule's date, so moving a pickup earlier
 * could put it before the order was placed.
 */
export type Occurrence =
  | { date: string; status: 'scheduled'; placeOn: string }
  | { date: string; status: 'shifted'; placeOn: string; shiftedReason: string }
  | { date: string; status: 'skipped'; placeOn: string; skippedReason: SkippedReason };

export type SkippedReason =
  /** Skipped by a person (POST …/skip). */
  | { by: 'request' }
  /** Closed on the date, and no open day before the rule's next date (or within maxShiftDays). */
  | { by: 'closed'; closedReason: string };

export interface OccurrenceInput {
  rule: ScheduleRule;
  /** The schedule's first possible local date; INTERVAL counts from its week or month. */
  anchorDate: string;
  /** The rule's dates a person skipped. */
  skips: ReadonlySet<string>;
  /** Why the site takes no pickup on a local date (a holiday, a closed weekday or date), or null when open. */
  closedOn: (date: string) => string | null;
  /** How many days a closed occurrence may move forward at most. */
  maxShiftDays: number;
}

/**
 * The next `count` occurrences still ahead on `fromDate`: those whose rule date is on or after it,
 * and an earlier one shifted onto or after it (a Monday holiday's pickup on Tuesday is still ahead
 * on Tuesday).
 */
export function nextOccurrences(input: OccurrenceInput & { fromDate: string; count: number }): Occurrence[] {
  const { fromDate, count } = input;
  if (count <= 0) return [];
  // count + 1 dates on or after fromDate: the last one shown needs the rule's next date.
  const enough = (dates: readonly string[]) => dates.length > count && dates[dates.length - count - 1]! >= fromDate;
  return occurrencesAheadOn(input, fromDate, enough).slice(0, count);
}

/**
 * The occurrences still ahead on `fromDate` among the rule's dates from `maxShiftDays` before it (the
 * furthest a shift reaches back) until `enough`. The last date only tells the one before it where
 * the rule goes next; it is not itself an occurrence here.
 */
export function occurrencesAheadOn(
  input: OccurrenceInput,
  fromDate: string,
  enough: (dates: readonly string[]) => boolean,
): Occurrence[] {
  const dates = ruleDatesFrom(input.rule, input.anchorDate, addDays(fromDate, -Math.max(0, input.maxShiftDays)), enough);
  const occurrences: Occurrence[] = [];
  for (let i = 0; i < dates.length - 1; i++) {
    const occurrence = occurrenceOn(dates[i]!, dates[i + 1]!, input);
    const ahead = occurrence.status === 'skipped' ? occurrence.date >= fromDate : occurrence.placeOn >= fromDate;
    if (ahead) occurrences.push(occurrence);
  }
  return occurrences;
}

/** One rule date as it will happen, given the rule's next date. */
function occurrenceOn(date: string, nextDate: string, input: OccurrenceInput): Occurrence {
  if (input.skips.has(date)) return { date, status: 'skipped', placeOn: date, skippedReason: { by: 'request' } };
  const closedReason = input.closedOn(date);
  if (closedReason === null) return { date, status: 'scheduled', placeOn: date };
  for (let shift = 1; shift <= input.maxShiftDays; shift++) {
    const day = addDays(date, shift);
    if (day >= nextDate) break;
    if (input.closedOn(day) === null) return { date, status: 'shifted', placeOn: day, shiftedReason: closedReason };
  }
  return { date, status: 'skipped', placeOn: date, skippedReason: { by: 'closed', closedReason } };
}
