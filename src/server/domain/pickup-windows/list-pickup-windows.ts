import type { PickupWindowList } from '#contract/pickup-windows';
import type { DbOrTx } from '#server/db/client';
import type { PickupRules } from './pickup-rules';
import { earliestAvailable } from './horizon-windows';
import { closedDaysBetween, isListable, leadCutoff, windowsBetween } from './window-calendar';
import { heldSeats } from './window-seats';
import { boundsOf, windowState } from './window-state';
import { localDate } from '#contract/zoned-time';

export interface DateRange {
  from: string;
  to: string;
}

/** GET /v1/pickup-windows: the windows of the range with their seats, the earliest available and the closed days. */
export async function listPickupWindows(db: DbOrTx, rules: PickupRules, range: DateRange, now: Date): Promise<PickupWindowList> {
  const cutoff = leadCutoff(now, rules);
  const windows = windowsBetween(range.from, range.to, rules).filter((window) => isListable(window, now, rules));
  const seats =
    windows.length === 0
      ? new Map<string, number>()
      : await heldSeats(db, windows[0]!.start, new Date(windows.at(-1)!.start.getTime() + 1));
  const data = windows.map((window) => windowState(window, seats, cutoff, rules));
  // When the range starts at or before the cutoff, its first available window is the earliest of all.
  const firstHere = data.find((state) => state.available);
  const rangeCoversCutoff = range.from <= localDate(cutoff, rules.timeZone);
  const earliest = firstHere && rangeCoversCutoff ? boundsOf(firstHere) : await earliestAvailable(db, rules, now);
  return {
    data,
    meta: {
      total: data.length,
      next_cursor: null,
      time_zone: rules.timeZone,
      from: range.from,
      to: range.to,
      earliest_available: earliest,
      closed_days: closedDaysBetween(range.from, range.to, rules),
      business_days: [...rules.businessDays].sort((a, b) => a - b),
    },
  };
}

/** The default range: today in the service zone and the 13 days after it. */
export function defaultRangeStart(now: Date, rules: PickupRules): string {
  return localDate(now, rules.timeZone);
}
