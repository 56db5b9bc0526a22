import type { PickupWindow, WindowBounds } from '#contract/pickup-windows';
import type { PickupRules } from './pickup-rules';
import { type OfferedWindow, windowKey } from './window-calendar';

/** A window as the API shows it, given the seats held and the lead-time cutoff. */
export function windowState(
  window: OfferedWindow,
  seats: ReadonlyMap<string, number>,
  cutoff: Date,
  rules: PickupRules,
): PickupWindow {
  const remaining = Math.max(0, rules.capacity - (seats.get(windowKey(window.start, window.end)) ?? 0));
  const tooSoon = window.start.getTime() < cutoff.getTime();
  const reason = tooSoon ? 'too_soon' : remaining === 0 ? 'full' : null;
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
