import type { ClosedDate, ReceivingHours, WallClockRange } from '#contract/site-hours';
import { siteWeekdayOf } from '#contract/site-hours';
import { localDate, zonedInstant } from '#contract/zoned-time';
import { addDays } from './calendar-days';

/**
 * When the site an order picks up at can hand parts over: its own zone, weekly hours and closed
 * dates (both in that zone). Assumed valid as the sites resource stores it (a known zone, ranges
 * as src/contract/site-hours.ts allows).
 */
export interface SiteReceiving {
  timeZone: string;
  receivingHours: ReceivingHours;
  closedDates: readonly ClosedDate[];
}

/** Why a site cannot take a window the business offers. */
export type SiteRefusal = 'site_closed' | 'outside_receiving_hours';

/** The site's closed date on `date` (site zone), if any. */
export function siteClosedDate(site: SiteReceiving, date: string): ClosedDate | undefined {
  return site.closedDates.find((closed) => closed.date === date);
}

/** The receiving ranges of a local date: none on a closed date or a weekday without hours. */
export function receivingRangesOn(site: SiteReceiving, date: string): readonly WallClockRange[] {
  return siteClosedDate(site, date) ? [] : site.receivingHours[siteWeekdayOf(date)];
}

/**
 * A range of a local date as instants. Each end is resolved like every local time here (a time
 * skipped by a spring-forward change moves on by the gap, a repeated one is its first occurrence),
 * so a range 01:00–03:00 on a fall-back day is three hours long and on a spring-forward day one.
 * "24:00" is the next day's midnight.
 */
function rangeInstants(date: string, range: WallClockRange, timeZone: string): { start: number; end: number } {
  const end = range.end === '24:00' ? zonedInstant(addDays(date, 1), '00:00', timeZone) : zonedInstant(date, range.end, timeZone);
  return { start: zonedInstant(date, range.start, timeZone).getTime(), end: end.getTime() };
}

/**
 * Why the site cannot take the window [start, end), or null when it can: the window lies wholly
 * inside one receiving range of one local day at the site. 'site_closed' when every local day the
 * window touches is closed there (a closed date, or a weekday with no ranges); otherwise
 * 'outside_receiving_hours' (partly outside a range, or across the site's midnight: ranges never
 * join across days).
 */
export function siteRefusal(window: { start: Date; end: Date }, site: SiteReceiving): SiteRefusal | null {
  const start = window.start.getTime();
  const end = window.end.getTime();
  const first = localDate(window.start, site.timeZone);
  // The window is half-open: one ending at the site's midnight does not touch the next day.
  const last = localDate(new Date(Math.max(start, end - 1)), site.timeZone);
  let open = false;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const ranges = receivingRangesOn(site, date);
    if (ranges.length > 0) open = true;
    for (const range of ranges) {
      const hours = rangeInstants(date, range, site.timeZone);
      if (hours.start <= start && end <= hours.end) return null;
    }
  }
  return open ? 'outside_receiving_hours' : 'site_closed';
}
