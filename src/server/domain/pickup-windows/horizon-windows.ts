import type { PickupWindow, WindowBounds } from '#contract/pickup-windows';
import type { DbOrTx } from '#server/db/client';
import type { PickupRules } from './pickup-rules';
import type { SiteReceiving } from './site-receiving';
import { horizonEnd, leadCutoff, windowsBetween } from './window-calendar';
import { heldSeats } from './window-seats';
import { boundsOf, windowState } from './window-state';
import { localDate } from '#contract/zoned-time';

/**
 * Every window from the lead-time cutoff to the horizon with its seats, read
 * in one query; `exceptOrderId` frees a rescheduled order's own seat, and with
 * a `site` only the windows the site can take are available.
 */
async function bookableWindows(
  db: DbOrTx,
  rules: PickupRules,
  now: Date,
  exceptOrderId?: string,
  site?: SiteReceiving,
): Promise<PickupWindow[]> {
  const cutoff = leadCutoff(now, rules);
  const last = horizonEnd(now, rules);
  const windows = windowsBetween(localDate(cutoff, rules.timeZone), localDate(last, rules.timeZone), rules).filter(
    (window) => window.start >= cutoff && window.start <= last,
  );
  if (windows.length === 0) return [];
  const seats = await heldSeats(db, windows[0]!.start, new Date(windows.at(-1)!.start.getTime() + 1), exceptOrderId);
  return windows.map((window) => windowState(window, seats, cutoff, rules, site));
}

/** The first available window in the whole horizon (that the site can take, given one), or null. */
export async function earliestAvailable(
  db: DbOrTx,
  rules: PickupRules,
  now: Date,
  exceptOrderId?: string,
  site?: SiteReceiving,
): Promise<WindowBounds | null> {
  const found = (await bookableWindows(db, rules, now, exceptOrderId, site)).find((window) => window.available);
  return found ? boundsOf(found) : null;
}

/** The available window (that the site can take, given one) whose start is closest to `target` (the earlier one on a tie), or null. */
export async function nearestAvailable(
  db: DbOrTx,
  rules: PickupRules,
  target: Date,
  now: Date,
  exceptOrderId?: string,
  site?: SiteReceiving,
): Promise<WindowBounds | null> {
  let best: WindowBounds | null = null;
  let bestDistance = Infinity;
  for (const window of await bookableWindows(db, rules, now, exceptOrderId, site)) {
    const distance = Math.abs(Date.parse(window.start) - target.getTime());
    if (window.available && distance < bestDistance) [best, bestDistance] = [boundsOf(window), distance];
  }
  return best;
}

/** The available windows in the horizon (for the living demo and seed to choose from; a site's only, given one). */
export async function availableWindows(db: DbOrTx, rules: PickupRules, now: Date, site?: SiteReceiving): Promise<WindowBounds[]> {
  return (await bookableWindows(db, rules, now, undefined, site)).filter((window) => window.available).map(boundsOf);
}
