/**
 * Wall-clock dates and times in a named IANA zone ↔ UTC instants, with the platform's zone data
 * (Intl) only. The service offers pickup windows as "08:00–10:00 New York time" and the portal
 * shows and types them in the user's zone; both convert here, so they agree at every DST change.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
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

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instantMs: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (e.g. +3_600_000 for CET). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const w = wallClockAt(instantMs, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instantMs / 1000) * 1000;
}

/** True when the platform knows this IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    wallClockFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The UTC instant of a local day (YYYY-MM-DD) and time (HH:mm) in `timeZone`, or null when the
 * input is malformed. Daylight-saving edges are resolved like Temporal's "compatible": a time that
 * repeats (clocks go back) is the earlier one; a time that is skipped (clocks go forward) moves
 * forward by the gap, e.g. 02:30 on a New York spring-forward day is 03:30 EDT.
 */
export function zonedTimeToUtc(day: string, time: string, timeZone: string): Date | null {
  const d = DAY_PATTERN.exec(day);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t || !isKnownTimeZone(timeZone)) return null;
  const [year, month, date] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const localMs = Date.UTC(year, month - 1, date, Number(t[1]), Number(t[2]));
  const check = new Date(localMs);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;

  // Zone transitions are far more than a day apart, so the offsets a day either side are the only candidates.
  const offsetBefore = zoneOffsetMs(localMs - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(localMs + DAY_MS, timeZone);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => localMs - offset)
    .filter((instant) => localMs - zoneOffsetMs(instant, timeZone) === instant)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? localMs - offsetBefore);
}

/** Formatting through Intl costs tens of microseconds; a calendar asks for the same few hundred instants again and again. */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;

/** zonedTimeToUtc for input already known to be well formed (the service's configured windows), remembered. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${day} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const computed = zonedTimeToUtc(day, time, timeZone);
    if (!computed) throw new Error(`Not a local date and time in ${timeZone}: ${day} ${time}`);
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instant = computed.getTime();
    instants.set(key, instant);
  }
  return new Date(instant);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local day (YYYY-MM-DD) and time (HH:mm) of an instant in `timeZone`. */
export function utcToZonedTime(instant: Date, timeZone: string): { day: string; time: string } {
  const w = wallClockAt(instant.getTime(), timeZone);
  return { day: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The zone's calendar date at an instant, "YYYY-MM-DD". */
export function localDate(instant: Date, timeZone: string): string {
  return utcToZonedTime(instant, timeZone).day;
}

/** Whether day + time exists as typed in the zone (false inside a spring-forward gap). */
export function isExistingLocalTime(day: string, time: string, timeZone: string): boolean {
  const instant = zonedTimeToUtc(day, time, timeZone);
  if (!instant) return false;
  const back = utcToZonedTime(instant, timeZone);
  return back.day === day && back.time === time;
}
