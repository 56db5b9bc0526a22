import * as z from 'zod/mini';
import { dateSchema } from './common';
import type { ErrorDetail } from './errors';

/**
 * When a site (a kitchen, a workshop) can hand parts over: ranges of local wall-clock time per
 * weekday in the site's own IANA zone, and dates it is closed. Shared by the sites resource
 * (validation, responses) and the pickup windows (which windows the site can take).
 */

/** The keys of `receiving_hours`, Monday first: index + 1 is the ISO weekday. */
export const SITE_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type SiteWeekday = (typeof SITE_WEEKDAYS)[number];

/** At most this many receiving ranges per weekday (none = closed that weekday). */
export const RECEIVING_RANGES_MAX = 2;

const START_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An end may also be "24:00": the end of the local day (the next day's midnight), so a range can close at midnight. */
const END_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/**
 * One range of local wall-clock time, "HH:MM" to "HH:MM" (end "24:00" allowed). That it ends after
 * it starts is a rule (`receivingHoursProblems`), so it is reported with its own code.
 * "HH:MM" strings compare in time order, "24:00" after every other.
 */
export const wallClockRangeSchema = z.strictObject({
  start: z.string().check(z.regex(START_PATTERN, 'start must be a time of day as HH:MM, from 00:00 to 23:59.')),
  end: z.string().check(z.regex(END_PATTERN, 'end must be a time of day as HH:MM, from 00:01 to 24:00.')),
});
export type WallClockRange = z.infer<typeof wallClockRangeSchema>;

/** A weekday's ranges: none (closed), one or two. */
export const dayRangesSchema = z
  .array(wallClockRangeSchema)
  .check(z.maxLength(RECEIVING_RANGES_MAX, `A day has at most ${RECEIVING_RANGES_MAX} receiving ranges.`));

/** Each weekday's ranges of local wall-clock time: every day named. */
export const receivingHoursSchema = z.strictObject({
  mon: dayRangesSchema,
  tue: dayRangesSchema,
  wed: dayRangesSchema,
  thu: dayRangesSchema,
  fri: dayRangesSchema,
  sat: dayRangesSchema,
  sun: dayRangesSchema,
});
export type ReceivingHours = z.infer<typeof receivingHoursSchema>;

/** A date (in the site's zone) the site receives nothing, whatever its weekday's hours. */
export const closedDateSchema = z.strictObject({
  date: dateSchema,
  reason: z.string().check(z.trim(), z.maxLength(200)),
});
export type ClosedDate = z.infer<typeof closedDateSchema>;

const isWallClockRange = (range: WallClockRange) => START_PATTERN.test(range.start) && END_PATTERN.test(range.end);

/**
 * What the shape cannot say about a week's hours, each problem on its field: a range that does not
 * end after it starts (`receiving_hours.mon.0`), and a day's two ranges that overlap or touch
 * (`receiving_hours.tue`). Touching ranges are one range: a pickup window must lie wholly inside one
 * range, so 08:00–12:00 and 12:00–14:00 would refuse a window from 11:00 to 13:00 the site can take.
 * Ranges whose times did not parse are left to the schema.
 */
export function receivingHoursProblems(hours: Partial<Record<SiteWeekday, readonly WallClockRange[]>>): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  for (const day of SITE_WEEKDAYS) {
    const ranges = hours[day] ?? [];
    ranges.forEach((range, index) => {
      if (isWallClockRange(range) && range.start >= range.end) {
        problems.push({
          field: `receiving_hours.${day}.${index}`,
          code: 'end_before_start',
          message: `receiving_hours.${day}: ${range.start}–${range.end} must end after it starts.`,
        });
      }
    });
    const [first, second] = ranges;
    if (!first || !second || !isWallClockRange(first) || !isWallClockRange(second)) continue;
    const [a, b] = first.start <= second.start ? [first, second] : [second, first];
    if (b.start <= a.end) {
      const how = b.start < a.end ? 'overlap' : 'touch: write them as one range';
      problems.push({
        field: `receiving_hours.${day}`,
        code: 'overlapping',
        message: `receiving_hours.${day}: ${a.start}–${a.end} and ${b.start}–${b.end} ${how}.`,
      });
    }
  }
  return problems;
}

/** The `receiving_hours` key of a "YYYY-MM-DD" date's weekday. */
export function siteWeekdayOf(date: string): SiteWeekday {
  const iso = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return SITE_WEEKDAYS[iso - 1]!;
}
