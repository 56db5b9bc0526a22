/**
 * Wall-clock dates and times in a named zone, with the platform's time zone
 * data (Intl): a window is "08:00–10:00 local", so across a DST change its UTC
 * instant shifts by the change.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockOf(instant: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallClockOf(instant, timeZone);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(instant / 1000) * 1000;
}

/** True when the platform knows this IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Formatting through Intl costs tens of microseconds; a calendar asks for the same few hundred instants again and again. */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;

/** The instant the zone's clock shows `time` ("HH:MM") on `date` ("YYYY-MM-DD"). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instant = computeZonedInstant(date, time, timeZone);
    instants.set(key, instant);
  }
  return new Date(instant);
}

function computeZonedInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the first guess can be the other side of a change; the second guess settles it.
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** The zone's calendar date at an instant, "YYYY-MM-DD". */
export function localDate(instant: Date, timeZone: string): string {
  const p = wallClockOf(instant.getTime(), timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** "YYYY-MM-DD" plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}
