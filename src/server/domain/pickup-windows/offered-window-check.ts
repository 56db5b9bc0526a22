import type { ErrorDetail } from '#contract/errors';
import { checkPickupWindow } from '#contract/pickup-window';
import type { PickupRefusalCode } from '#contract/pickup-windows';
import type { DbOrTx } from '#server/db/client';
import type { PickupRules } from './pickup-rules';
import { nearestAvailable } from './horizon-windows';
import { type SiteReceiving, siteRefusal } from './site-receiving';
import { horizonEnd, isBusinessWeekday, leadCutoff, windowKey, windowsOn } from './window-calendar';
import { heldSeats, lockWindow } from './window-seats';
import { refusalMessage } from './window-words';
import { localDate } from '#contract/zoned-time';

/** Why no window starting then is offered, whatever its end. */
function startRefusal(start: Date, now: Date, rules: PickupRules): PickupRefusalCode | null {
  if (start.getTime() <= now.getTime()) return 'in_past';
  if (start.getTime() > horizonEnd(now, rules).getTime()) return 'too_far_ahead';
  const date = localDate(start, rules.timeZone);
  if (rules.holidays.has(date) && isBusinessWeekday(date, rules)) return 'holiday';
  return null;
}

/**
 * Why a window is not one to choose, whatever the seats: not offered at all, not one the site can
 * take (given a site), or inside the lead time, in that order (as GET /v1/pickup-windows says).
 */
function calendarRefusal(start: Date, end: Date, now: Date, rules: PickupRules, site?: SiteReceiving): PickupRefusalCode | null {
  const refusal = startRefusal(start, now, rules);
  if (refusal) return refusal;
  const date = localDate(start, rules.timeZone);
  const key = windowKey(start, end);
  if (!windowsOn(date, rules).some((window) => windowKey(window.start, window.end) === key)) return 'outside_business_hours';
  const atSite = site ? siteRefusal({ start, end }, site) : null;
  if (atSite) return atSite;
  if (start.getTime() < leadCutoff(now, rules).getTime()) return 'too_soon';
  return null;
}

/**
 * The pickup window of an order being placed or moved, checked against the
 * offered windows inside the order's transaction. An offered window's advisory
 * lock is held until that transaction ends, so the seat count read here stays
 * true until this order is written: of concurrent orders for a last seat, one wins.
 * `ownOrderId` (a reschedule) does not count the order's own seat. With a
 * `site`, the window must also be one the site can take ('site_closed',
 * 'outside_receiving_hours'), and the nearest window named is one it can.
 */
export async function checkOfferedWindow(
  tx: DbOrTx,
  rules: PickupRules,
  window: { start: Date; end: Date },
  now: Date,
  ownOrderId?: string,
  site?: SiteReceiving,
): Promise<ErrorDetail | null> {
  let code = calendarRefusal(window.start, window.end, now, rules, site);
  if (code === null) {
    await lockWindow(tx, window.start);
    const seats = await heldSeats(tx, window.start, new Date(window.start.getTime() + 1), ownOrderId);
    if ((seats.get(windowKey(window.start, window.end)) ?? 0) >= rules.capacity) code = 'full';
  }
  return code === null ? null : refused(tx, rules, code, window.start, now, ownOrderId, site);
}

/** The detail of a refused start: the reason in words and the nearest window that can be chosen now. */
async function refused(
  tx: DbOrTx,
  rules: PickupRules,
  code: PickupRefusalCode,
  start: Date,
  now: Date,
  ownOrderId?: string,
  site?: SiteReceiving,
): Promise<ErrorDetail> {
  const nearest = await nearestAvailable(tx, rules, start, now, ownOrderId, site);
  const holiday = rules.holidays.get(localDate(start, rules.timeZone));
  const message = refusalMessage(code, nearest, rules, holiday, site && { site, start });
  return { field: 'pickup_window_start', code, message, nearest_window: nearest };
}

/**
 * What a window's start says by itself, when its end could not be read: in the
 * past, too far ahead or on a holiday (the rest needs the whole window; with a
 * `site`, the nearest window named is one the site can take).
 */
export async function windowStartProblems(
  tx: DbOrTx,
  rules: PickupRules,
  start: Date,
  now: Date,
  ownOrderId?: string,
  site?: SiteReceiving,
): Promise<ErrorDetail[]> {
  const code = startRefusal(start, now, rules);
  return code === null ? [] : [await refused(tx, rules, code, start, now, ownOrderId, site)];
}

/**
 * Every problem with an order's pickup window: the shape rules of
 * src/contract/pickup-window.ts on the end, and on the start whether it is an
 * offered window with a seat (see checkOfferedWindow; with a `site`, one the site can take).
 */
export async function offeredWindowProblems(
  tx: DbOrTx,
  rules: PickupRules,
  window: { start: Date; end: Date },
  now: Date,
  ownOrderId?: string,
  site?: SiteReceiving,
): Promise<ErrorDetail[]> {
  const endProblems = checkPickupWindow(window.start, window.end, now).filter(
    (problem) => problem.field !== 'pickup_window_start',
  );
  const offered = await checkOfferedWindow(tx, rules, window, now, ownOrderId, site);
  return offered ? [offered, ...endProblems] : endProblems;
}
