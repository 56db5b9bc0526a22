import type { WindowPreference } from '#contract/pickup-schedules';
import { zonedInstant } from '#contract/zoned-time';
import type { DbOrTx } from '#server/db/client';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import { windowsOnSiteDates } from '#server/domain/pickup-windows/list-pickup-windows';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { leadCutoff } from '#server/domain/pickup-windows/window-calendar';
import { heldSeats } from '#server/domain/pickup-windows/window-seats';
import { windowState } from '#server/domain/pickup-windows/window-state';
import { siteReceivingOf } from '#server/domain/sites/site-receiving-of';

export interface ChosenWindow {
  start: Date;
  end: Date;
}

/**
 * The window a schedule's pickup on `date` (the site's local date) takes: the preferred one if it is
 * available that day (`earliest`: the earliest available; `range`: the first available wholly inside
 * the local-time range), else the available window nearest the range's start, else null. Available
 * as GET /v1/pickup-windows?site_id= says it (an offered window the site can take, past the lead
 * time, with a seat), as of `now`; a date beyond the booking horizon is answered as it will be offered.
 */
export async function chooseWindow(
  db: DbOrTx,
  accountId: string,
  siteId: string,
  date: string,
  preference: WindowPreference,
  rules: PickupRules,
  now: Date,
): Promise<ChosenWindow | null> {
  const site = await siteReceivingOf(db, accountId, siteId);
  if (!site) return null;
  const windows = windowsOnSiteDates({ from: date, to: date }, rules, site.timeZone);
  if (windows.length === 0) return null;
  const seats = await heldSeats(db, windows[0]!.start, new Date(windows.at(-1)!.start.getTime() + 1));
  const cutoff = leadCutoff(now, rules);
  const available = windows
    .filter((window) => windowState(window, seats, cutoff, rules, site).available)
    .map(({ start, end }) => ({ start, end }));
  if (preference.kind === 'earliest') return available[0] ?? null;

  const from = zonedInstant(date, preference.start, site.timeZone).getTime();
  const to = (
    preference.end === '24:00'
      ? zonedInstant(addDays(date, 1), '00:00', site.timeZone)
      : zonedInstant(date, preference.end, site.timeZone)
  ).getTime();
  const inside = available.find((window) => window.start.getTime() >= from && window.end.getTime() <= to);
  if (inside) return inside;
  // Nearest to the range: the distance from a window to the range, the earlier window on a tie.
  let nearest: ChosenWindow | null = null;
  let nearestDistance = Infinity;
  for (const window of available) {
    const distance = Math.max(0, from - window.end.getTime(), window.start.getTime() - to);
    if (distance < nearestDistance) [nearest, nearestDistance] = [window, distance];
  }
  return nearest;
}
