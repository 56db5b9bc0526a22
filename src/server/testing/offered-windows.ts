import type { WindowBounds } from '#contract/pickup-windows';
import type { DbOrTx } from '#server/db/client';
import { availableWindows } from '#server/domain/pickup-windows/horizon-windows';
import { DEFAULT_PICKUP_RULES, type PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { localDate } from '#contract/zoned-time';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import { horizonEnd, leadCutoff, windowsBetween } from '#server/domain/pickup-windows/window-calendar';

/**
 * The `slot`-th window the service offers after the lead time at `now`, seats
 * aside: tests that place a few orders spread them over slots (4 seats each).
 */
export function offeredWindow(now: Date, slot = 0, rules: PickupRules = DEFAULT_PICKUP_RULES): WindowBounds {
  const cutoff = leadCutoff(now, rules);
  const from = localDate(cutoff, rules.timeZone);
  const window = windowsBetween(from, addDays(from, rules.horizonDays), rules).filter(
    (candidate) => candidate.start >= cutoff && candidate.start <= horizonEnd(now, rules),
  )[slot];
  if (!window) throw new Error(`no offered window #${slot} after ${now.toISOString()}`);
  return { start: window.start.toISOString(), end: window.end.toISOString() };
}

/** The first window with a seat now, as a client would take it from GET /v1/pickup-windows. */
export async function firstAvailableWindow(
  db: DbOrTx,
  now: Date,
  rules: PickupRules = DEFAULT_PICKUP_RULES,
): Promise<WindowBounds> {
  const [window] = await availableWindows(db, rules, now);
  if (!window) throw new Error(`no pickup window available after ${now.toISOString()}`);
  return window;
}
