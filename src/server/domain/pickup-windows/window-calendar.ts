import type { ClosedDay } from '#contract/pickup-windows';
import type { PickupRules } from './pickup-rules';
import { localDate, zonedInstant } from '#contract/zoned-time';
import { addDays, isoWeekday } from './calendar-days';

const DAY_MS = 86_400_000;

/** One offered window: its service-zone date and UTC instants. */
export interface OfferedWindow {
  date: string;
  start: Date;
  end: Date;
}

export const windowKey = (start: Date, end: Date) => `${start.getTime()}/${end.getTime()}`;

export function isBusinessWeekday(date: string, rules: PickupRules): boolean {
  return rules.businessDays.includes(isoWeekday(date));
}

/** A business weekday that is not a holiday. */
export function isOpenDay(date: string, rules: PickupRules): boolean {
  return isBusinessWeekday(date, rules) && !rules.holidays.has(date);
}

export function windowsOn(date: string, rules: PickupRules): OfferedWindow[] {
  if (!isOpenDay(date, rules)) return [];
  return rules.windows.map((window) => ({
    date,
    start: zonedInstant(date, window.start, rules.timeZone),
    end: zonedInstant(date, window.end, rules.timeZone),
  }));
}

/** Every window of the dates from `from` to `to` (inclusive), ascending. */
export function windowsBetween(from: string, to: string, rules: PickupRules): OfferedWindow[] {
  const windows: OfferedWindow[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) windows.push(...windowsOn(date, rules));
  return windows;
}

/** Business weekdays in the range that are holidays. */
export function closedDaysBetween(from: string, to: string, rules: PickupRules): ClosedDay[] {
  const closed: ClosedDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const name = rules.holidays.get(date);
    if (name !== undefined && isBusinessWeekday(date, rules)) closed.push({ date, reason: 'holiday', name });
  }
  return closed;
}

/** The earliest a window may start: the start of the lead-th open day after today, in the service zone. */
export function leadCutoff(now: Date, rules: PickupRules): Date {
  if (rules.leadBusinessDays === 0) return now;
  let date = localDate(now, rules.timeZone);
  for (let open = 0; open < rules.leadBusinessDays;) {
    date = addDays(date, 1);
    if (isOpenDay(date, rules)) open += 1;
  }
  return zonedInstant(date, '00:00', rules.timeZone);
}

/** The latest a window may start. */
export function horizonEnd(now: Date, rules: PickupRules): Date {
  return new Date(now.getTime() + rules.horizonDays * DAY_MS);
}

/** Listed at all: not ended by now and starting within the horizon. */
export function isListable(window: OfferedWindow, now: Date, rules: PickupRules): boolean {
  return window.end.getTime() > now.getTime() && window.start.getTime() <= horizonEnd(now, rules).getTime();
}
