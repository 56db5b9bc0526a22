import { dateTimeFormat } from '#app/lib/format/intl-formatters';
import type { OfferedWindow, PickupWindowList } from '#app/features/orders/api/pickup-windows-query';
import { utcToZonedTime } from '#contract/zoned-time';

/** One day of the strip, in the user's zone: its offered windows, or the holiday that closes it. */
export interface PickupDay {
  day: string;
  windows: OfferedWindow[];
  free: number;
  /** The holiday's name when the service is closed that day. */
  closed: string | null;
}

/**
 * Groups the offered windows by the day they start on in the user's zone (a window the service
 * offers late on its Monday can be the user's Tuesday), and adds the service's holidays, named.
 */
export function groupWindowsByDay(
  list: { data: readonly OfferedWindow[]; meta: Pick<PickupWindowList['meta'], 'closed_days'> },
  timeZone: string,
): PickupDay[] {
  const days = new Map<string, PickupDay>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { day, windows: [], free: 0, closed: null }));
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
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
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
export function windowStatus(window: OfferedWindow): string {
  if (window.available) return window.remaining === 1 ? '1 place left' : `${window.remaining} places left`;
  if (window.unavailable_reason === 'full') return 'full';
  if (window.unavailable_reason === 'too_soon') return 'too soon';
  return (window.unavailable_reason ?? 'unavailable').replace(/_/g, ' ');
}

/** "Earliest: tomorrow 09:00 – 11:00" */
export function earliestLabel(window: { start: string; end: string }, timeZone: string, now: Date, locale?: string): string {
  const day = relativeDayLabel(utcToZonedTime(new Date(window.start), timeZone).day, timeZone, now, locale);
  return `Earliest: ${day} ${windowTimes(window, timeZone, locale)}`;
}

/** The day to show: the one the user picked, else the chosen window's, else the first with a free window. */
export function selectedDay(days: readonly PickupDay[], picked: string, chosenDay: string | null): string {
  const open = days.filter((d) => d.closed === null);
  if (open.some((d) => d.day === picked)) return picked;
  if (chosenDay && open.some((d) => d.day === chosenDay)) return chosenDay;
  return (open.find((d) => d.free > 0) ?? open[0])?.day ?? '';
}
