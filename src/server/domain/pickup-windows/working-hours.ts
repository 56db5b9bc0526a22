import { localDate, zonedInstant } from '#contract/zoned-time';
import { addDays } from './calendar-days';
import type { PickupRules } from './pickup-rules';
import { isOpenDay } from './window-calendar';

/** Far beyond any real calendar's longest closure; reached only when the rules leave no open day at all. */
const SEARCH_DAYS = 3 * 366;

/**
 * The service's working hours on a date: an open day, from the first window's
 * start to the last window's end (08:00–18:00 in New York by default), or null.
 */
export function workingHoursOn(date: string, rules: PickupRules): { start: Date; end: Date } | null {
  const first = rules.windows[0];
  const last = rules.windows.at(-1);
  if (!first || !last || !isOpenDay(date, rules)) return null;
  return { start: zonedInstant(date, first.start, rules.timeZone), end: zonedInstant(date, last.end, rules.timeZone) };
}

/**
 * The moment `ms` of working time after `from`: time outside working hours
 * (nights, weekends, holidays) does not count, so work left at closing goes on
 * at the next opening. Adding in two parts ends where adding the sum does.
 */
export function addWorkingTime(from: Date, ms: number, rules: PickupRules): Date {
  let at = from.getTime();
  let remaining = ms;
  let date = localDate(from, rules.timeZone);
  for (let day = 0; day < SEARCH_DAYS; day++, date = addDays(date, 1)) {
    const hours = workingHoursOn(date, rules);
    if (!hours) continue;
    const start = Math.max(at, hours.start.getTime());
    const end = hours.end.getTime();
    if (start > end) continue;
    if (start + remaining <= end) return new Date(start + remaining);
    remaining -= end - start;
    at = end;
  }
  throw new Error(`The pickup rules leave no working hours within ${SEARCH_DAYS} days of ${from.toISOString()}.`);
}
