import { dateTimeFormat } from '#app/lib/format/intl-formatters';
import type { OfferedWindow, PickupWindowList } from '#app/features/orders/api/pickup-windows-query';
import { addDays } from '#app/features/orders/api/pickup-windows-query';
import { utcToZonedTime } from '#contract/zoned-time';

/** Why no window of a day can be chosen. */
export type DayReason = 'holiday' | 'closed' | 'no_windows' | 'past' | 'too_soon' | 'full';

/** One day of the strip, in the user's zone: its offered windows, or why it has none to choose. */
export interface PickupDay {
  day: string;
  windows: OfferedWindow[];
  free: number;
  /** The holiday's name when the service is closed that day. */
  closed: string | null;
  /** Null while a window is free. */
  reason: DayReason | null;
}

type DayList = {
  data: readonly OfferedWindow[];
  meta: Pick<PickupWindowList['meta'], 'closed_days'> & Partial<Pick<PickupWindowList['meta'], 'from' | 'to' | 'business_days'>>;
};

const isoWeekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
const hasStarted = (window: OfferedWindow, now: Date) => Date.parse(window.start) <= now.getTime();

function dayReason(entry: PickupDay, today: string, businessDays: readonly number[] | undefined, now: Date): DayReason | null {
  if (entry.free > 0) return null;
  if (entry.closed !== null) return 'holiday';
  if (entry.windows.length === 0) {
    if (entry.day < today) return 'past';
    // Without the server's business days a weekend and an exhausted today look alike: say only that there are none.
    if (!businessDays) return 'no_windows';
    if (!businessDays.includes(isoWeekday(entry.day))) return 'closed';
    return entry.day === today ? 'past' : 'no_windows';
  }
  if (entry.windows.every((window) => hasStarted(window, now))) return 'past';
  const soon = (window: OfferedWindow) => window.unavailable_reason === 'too_soon' || hasStarted(window, now);
  return entry.windows.every(soon) ? 'too_soon' : 'full';
}

/**
 * Groups the offered windows by the day they start on in the user's zone (a window the service
 * offers late on its Monday can be the user's Tuesday), adds every other day of the range, and
 * says for each day without a free window why: a holiday (named), not a business day, past,
 * too soon or full.
 */
export function groupWindowsByDay(list: DayList, timeZone: string, now: Date = new Date()): PickupDay[] {
  const days = new Map<string, PickupDay>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { day, windows: [], free: 0, closed: null, reason: null }));
    return entry;
  };
  for (const window of list.data) {
    const entry = dayOf(utcToZonedTime(new Date(window.start), timeZone).day);
    entry.windows.push(window);
    if (window.available) entry.free++;
  }
  for (const closed of list.meta.closed_days) {
    const entry = dayOf(closed.date);
    if (entry.windows.length === 0) entry.closed = closed.name;
  }
  const { from, to } = list.meta;
  if (from && to) for (let day = from; day <= to; day = addDays(day, 1)) dayOf(day);
  const today = utcToZonedTime(now, timeZone).day;
  for (const entry of days.values()) entry.reason = dayReason(entry, today, list.meta.business_days, now);
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** What a day of the strip says under its date: its free windows, or why it has none. */
export function dayStatus(day: PickupDay): string {
  switch (day.reason) {
    case null:
      return day.free === 1 ? '1 free window' : `${day.free} free windows`;
    case 'holiday':
      return `closed: ${day.closed ?? 'holiday'} (holiday)`;
    case 'closed':
      return 'closed: not a business day';
    case 'past':
      return day.windows.length > 0 ? 'past: every window has started' : 'past';
    case 'too_soon':
      return 'too soon to book';
    case 'full':
      return 'full';
    case 'no_windows':
      return 'no windows';
  }
}

/** "Tue 24 Nov" for a calendar day (no zone shift: the day is already the user's). */
export function dayLabel(day: string, locale?: string): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** "today", "tomorrow" or "Tue 24 Nov", counted in the user's calendar days. */
export function relativeDayLabel(day: string, timeZone: string, now: Date, locale?: string): string {
  const today = utcToZonedTime(now, timeZone).day;
  const tomorrow = utcToZonedTime(new Date(new Date(`${today}T12:00:00Z`).getTime() + 86_400_000), 'UTC').day;
  if (day === today) return 'today';
  if (day === tomorrow) return 'tomorrow';
  return dayLabel(day, locale);
}

/** "09:00 – 11:00" in `timeZone`. */
export function windowTimes(window: { start: string; end: string }, timeZone: string, locale?: string): string {
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  return `${time.format(new Date(window.start))} – ${time.format(new Date(window.end))}`;
}

/** Why a window can't be chosen, or how many seats are left. */
export function windowStatus(window: OfferedWindow, now: Date = new Date()): string {
  if (window.available) return window.remaining === 1 ? '1 place left' : `${window.remaining} places left`;
  if (hasStarted(window, now)) return 'past: already started';
  if (window.unavailable_reason === 'full') return 'full';
  if (window.unavailable_reason === 'too_soon') return 'too soon to book';
  return (window.unavailable_reason ?? 'unavailable').replace(/_/g, ' ');
}

/** "Earliest: tomorrow 09:00 – 11:00" */
export function earliestLabel(window: { start: string; end: string }, timeZone: string, now: Date, locale?: string): string {
  const day = relativeDayLabel(utcToZonedTime(new Date(window.start), timeZone).day, timeZone, now, locale);
  return `Earliest: ${day} ${windowTimes(window, timeZone, locale)}`;
}

/** The day to show: the one the user picked, else the chosen window's, else the first with a free window. */
export function selectedDay(days: readonly PickupDay[], picked: string, chosenDay: string | null): string {
  const open = days.filter((d) => d.windows.length > 0);
  if (open.some((d) => d.day === picked)) return picked;
  if (chosenDay && open.some((d) => d.day === chosenDay)) return chosenDay;
  return (open.find((d) => d.free > 0) ?? open[0])?.day ?? '';
}
