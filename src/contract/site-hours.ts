import * as z from 'zod/mini';
import { dateSchema } from './common';

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
 * One range of local wall-clock time, "HH:MM" to "HH:MM" (end "24:00" allowed), end after start.
 * "HH:MM" strings compare in time order, "24:00" after every other.
 */
export const wallClockRangeSchema = z
  .object({
    start: z.string().check(z.regex(START_PATTERN, 'start must be a time from 00:00 to 23:59 (HH:MM).')),
    end: z.string().check(z.regex(END_PATTERN, 'end must be a time from 00:01 to 24:00 (HH:MM).')),
  })
  .check(z.refine((range) => range.end > range.start, { message: 'end must be after start.', path: ['end'] }));
export type WallClockRange = z.infer<typeof wallClockRangeSchema>;

/**
 * A weekday's ranges: none, one or two, ascending, with a gap between them (two ranges that touch
 * are one range; a window must lie wholly inside one range, so they would not add up).
 */
export const dayRangesSchema = z.array(wallClockRangeSchema).check(
  z.maxLength(RECEIVING_RANGES_MAX, `A day has at most ${RECEIVING_RANGES_MAX} receiving ranges.`),
  z.refine((ranges) => ranges.every((range, i) => i === 0 || range.start > ranges[i - 1]!.end), {
    message: 'Ranges must be in order with a gap between them (write ranges that touch as one).',
  }),
);

export const receivingHoursSchema = z.object({
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
export const closedDateSchema = z.object({
  date: dateSchema,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type ClosedDate = z.infer<typeof closedDateSchema>;

/** The `receiving_hours` key of a "YYYY-MM-DD" date's weekday. */
export function siteWeekdayOf(date: string): SiteWeekday {
  const iso = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return SITE_WEEKDAYS[iso - 1]!;
}
