import type { PickupRefusalCode, WindowBounds } from '#contract/pickup-windows';
import type { PickupRules } from './pickup-rules';
import { receivingRangesOn, type SiteReceiving, siteClosedDate } from './site-receiving';
import { localDate } from '#contract/zoned-time';
import { siteWeekdayOf } from '#contract/site-hours';

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/** "Tue 24 Nov, 10:00–12:00 (America/New_York)". */
export function describeWindow(window: WindowBounds, timeZone: string): string {
  const { day, time } = formatsFor(timeZone);
  const start = new Date(window.start);
  return `${day.format(start).replace(',', '')}, ${time.format(start)}–${time.format(new Date(window.end))} (${timeZone})`;
}

/** A weekday in the plural, as a sentence about a site's week says it ("Closed on Sundays"). */
export const WEEKDAY_NAMES = {
  mon: 'Mondays',
  tue: 'Tuesdays',
  wed: 'Wednesdays',
  thu: 'Thursdays',
  fri: 'Fridays',
  sat: 'Saturdays',
  sun: 'Sundays',
};

/** The window's start and the site it was refused for (the site's reasons name its day and hours). */
export interface SiteContext {
  site: SiteReceiving;
  start: Date;
}

function siteWhy(code: 'site_closed' | 'outside_receiving_hours', at: SiteContext | undefined): string {
  if (!at) return code === 'site_closed' ? 'The site is closed then.' : 'That window is outside the site’s receiving hours.';
  const { site, start } = at;
  const date = localDate(start, site.timeZone);
  const day = formatsFor(site.timeZone).day.format(start).replace(',', '');
  if (code === 'site_closed') {
    const closed = siteClosedDate(site, date);
    return closed
      ? `The site is closed on ${day} (${closed.reason}).`
      : `The site does not receive parts on ${WEEKDAY_NAMES[siteWeekdayOf(date)]}.`;
  }
  const ranges = receivingRangesOn(site, date).map((range) => `${range.start}–${range.end}`);
  const hours = ranges.length > 0 ? ranges.join(', ') : 'closed';
  return `That window is not wholly inside the site’s receiving hours (${day}: ${hours}, ${site.timeZone}).`;
}

function why(code: PickupRefusalCode, rules: PickupRules, holiday: string | undefined, at: SiteContext | undefined): string {
  switch (code) {
    case 'site_closed':
    case 'outside_receiving_hours':
      return siteWhy(code, at);
    case 'in_past':
      return 'That pickup window has already started.';
    case 'too_far_ahead':
      return `Pickups can be booked at most ${rules.horizonDays} days ahead.`;
    case 'holiday':
      return `There are no pickups on ${holiday ?? 'that day'} (a holiday).`;
    case 'outside_business_hours':
      return 'That is not one of the pickup windows offered (business days and hours only).';
    case 'too_soon':
      return rules.leadBusinessDays === 1
        ? 'That window is too soon: pickups start on the next business day.'
        : `That window is too soon: pickups start ${rules.leadBusinessDays} business days from today.`;
    case 'full':
      return 'That window is full.';
  }
}

/** The refusal in words, naming the nearest available window in the service zone (the site's, for a site). */
export function refusalMessage(
  code: PickupRefusalCode,
  nearest: WindowBounds | null,
  rules: PickupRules,
  holiday?: string,
  at?: SiteContext,
): string {
  const next = nearest
    ? `The nearest available window is ${describeWindow(nearest, at?.site.timeZone ?? rules.timeZone)}.`
    : `No window is available in the next ${rules.horizonDays} days.`;
  return `${why(code, rules, holiday, at)} ${next}`;
}
