import type { PickupWindowList } from '#contract/pickup-windows';
import type { DbOrTx } from '#server/db/client';
import type { PickupRules } from './pickup-rules';
import type { SiteReceiving } from './site-receiving';
import { addDays } from './calendar-days';
import { earliestAvailable } from './horizon-windows';
import { closedDaysBetween, isListable, leadCutoff, type OfferedWindow, windowsBetween } from './window-calendar';
import { heldSeats } from './window-seats';
import { boundsOf, windowState } from './window-state';
import { localDate } from '#contract/zoned-time';

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The windows whose start falls on the range's dates in `timeZone`. The service's dates two
 * either side cover every pair of zones (their offsets differ by at most 26 hours).
 */
export function windowsOnSiteDates(range: DateRange, rules: PickupRules, timeZone: string): OfferedWindow[] {
  return windowsBetween(addDays(range.from, -2), addDays(range.to, 2), rules).filter((window) => {
    const date = localDate(window.start, timeZone);
    return range.from <= date && date <= range.to;
  });
}

/**
 * GET /v1/pickup-windows: the windows of the range with their seats, the earliest available and
 * the closed days. The range's dates are in the service zone, or with a `site` in the site's zone;
 * then a window the site cannot take is unavailable, saying why, and so is never the earliest.
 */
export async function listPickupWindows(
  db: DbOrTx,
  rules: PickupRules,
  range: DateRange,
  now: Date,
  site?: SiteReceiving,
): Promise<PickupWindowList> {
  const timeZone = site?.timeZone ?? rules.timeZone;
  const cutoff = leadCutoff(now, rules);
  const windows = (site ? windowsOnSiteDates(range, rules, timeZone) : windowsBetween(range.from, range.to, rules)).filter(
    (window) => isListable(window, now, rules),
  );
  const seats =
    windows.length === 0
      ? new Map<string, number>()
      : await heldSeats(db, windows[0]!.start, new Date(windows.at(-1)!.start.getTime() + 1));
  const data = windows.map((window) => windowState(window, seats, cutoff, rules, site));
  // When the range starts at or before the cutoff, its first available window is the earliest of all.
  const firstHere = data.find((state) => state.available);
  const rangeCoversCutoff = range.from <= localDate(cutoff, timeZone);
  const earliest =
    firstHere && rangeCoversCutoff ? boundsOf(firstHere) : await earliestAvailable(db, rules, now, undefined, site);
  return {
    data,
    meta: {
      total: data.length,
      next_cursor: null,
      time_zone: timeZone,
      from: range.from,
      to: range.to,
      earliest_available: earliest,
      closed_days: closedDaysBetween(range.from, range.to, rules),
      business_days: [...rules.businessDays].sort((a, b) => a - b),
    },
  };
}

/** The default range: today in the service zone (the site's, given one) and the 13 days after it. */
export function defaultRangeStart(now: Date, rules: PickupRules, site?: SiteReceiving): string {
  return localDate(now, site?.timeZone ?? rules.timeZone);
}
