import { siteWeekdayOf } from '#contract/site-hours';
import type { DbOrTx } from '#server/db/client';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import { windowsOnSiteDates } from '#server/domain/pickup-windows/list-pickup-windows';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { receivingRangesOn, type SiteReceiving, siteClosedDate, siteRefusal } from '#server/domain/pickup-windows/site-receiving';
import { isBusinessWeekday } from '#server/domain/pickup-windows/window-calendar';
import { WEEKDAY_NAMES } from '#server/domain/pickup-windows/window-words';
import { findSiteRow } from '#server/domain/sites/site-queries';
import { receivingOf } from '#server/domain/sites/site-receiving-of';

/**
 * Why the site takes no pickup on a local date (its zone), in words, or null when it is open: a
 * date is open when at least one window the business offers starts on it and the site can take it
 * (the same windows and site rules as GET /v1/pickup-windows?site_id=, seats aside: a full window is
 * not a closed day). `fromDate`–`toDate` are worked out at once; a date outside them when asked.
 * A site that is archived or not the account's takes no pickup on any date.
 */
export async function closedDaysFor(
  db: DbOrTx,
  accountId: string,
  siteId: string,
  fromDate: string,
  toDate: string,
  rules: PickupRules,
): Promise<(date: string) => string | null> {
  const row = await findSiteRow(db, accountId, siteId);
  if (!row) return () => 'The site is not one of the account’s';
  if (row.status === 'archived') return () => 'The site is archived';
  const site = receivingOf(row);
  const known = new Map<string, string | null>();
  const closedOn = (date: string) => {
    let reason = known.get(date);
    if (reason === undefined) {
      reason = closedReason(date, site, rules);
      known.set(date, reason);
    }
    return reason;
  };
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) closedOn(date);
  return closedOn;
}

/**
 * The most particular reason first: the site's own closed date, the business's holiday, the
 * site's weekday without hours, the business's weekday without pickups, then hours that meet but
 * leave no whole window.
 */
function closedReason(date: string, site: SiteReceiving, rules: PickupRules): string | null {
  const closedDate = siteClosedDate(site, date);
  if (closedDate) return closedDate.reason || 'The site is closed';
  const windows = windowsOnSiteDates({ from: date, to: date }, rules, site.timeZone);
  if (windows.some((window) => siteRefusal(window, site) === null)) return null;
  const holiday = rules.holidays.get(date);
  if (holiday !== undefined && isBusinessWeekday(date, rules)) return holiday;
  const weekday = WEEKDAY_NAMES[siteWeekdayOf(date)];
  if (receivingRangesOn(site, date).length === 0) return `Closed on ${weekday}`;
  if (!isBusinessWeekday(date, rules)) return `No pickups on ${weekday}`;
  return 'No pickup window fits the site’s receiving hours';
}

/**
 * How far a pickup may move forward off closed days or days without a free window (never onto the
 * rule's next date either): the `maxShiftDays` placement and the schedule's `next_occurrences` share.
 */
export const SCHEDULE_MAX_SHIFT_DAYS = 7;
