import type { PickupWindow, WindowBounds } from '#contract/pickup-windows';
import type { PickupRules } from './pickup-rules';
import { type SiteReceiving, siteRefusal } from './site-receiving';
import { type OfferedWindow, windowKey } from './window-calendar';

/**
 * A window as the API shows it, given the seats held and the lead-time cutoff, and for a site
 * whether the site can take it. A site's refusal comes first: it is a fact of the calendar, like
 * the business's own hours, which no wait and no freed seat changes; too soon then full.
 */
export function windowState(
  window: OfferedWindow,
  seats: ReadonlyMap<string, number>,
  cutoff: Date,
  rules: PickupRules,
  site?: SiteReceiving,
): PickupWindow {
  const remaining = Math.max(0, rules.capacity - (seats.get(windowKey(window.start, window.end)) ?? 0));
  const tooSoon = window.start.getTime() < cutoff.getTime();
  const atSite = site ? siteRefusal(window, site) : null;
  const reason = atSite ?? (tooSoon ? 'too_soon' : remaining === 0 ? 'full' : null);
  return {
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    capacity: rules.capacity,
    remaining,
    available: reason === null,
    unavailable_reason: reason,
  };
}

export const boundsOf = (window: PickupWindow): WindowBounds => ({ start: window.start, end: window.end });
