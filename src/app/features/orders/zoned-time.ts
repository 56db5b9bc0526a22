/**
 * Wall-clock time in an IANA zone ↔ UTC instants, with Intl only (no zone data shipped).
 * A pickup window is typed as a local day and HH:mm in the user's zone and sent as UTC.
 */
import { dateTimeFormat } from '#app/lib/format/intl-formatters';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
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
  const parts = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(new Date(instantMs))
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (e.g. +3_600_000 for CET). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const w = wallClockAt(instantMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    wallClockFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The UTC instant of a local day (YYYY-MM-DD) and time (HH:mm) in `timeZone`, or null when
 * the input is malformed. Daylight-saving edges are resolved like Temporal's "compatible":
 * a time that repeats (clocks go back) is the earlier one; a time that is skipped (clocks go
 * forward) moves forward by the gap, e.g. 02:30 on a New York spring-forward day is 03:30 EDT.
 */
export function zonedTimeToUtc(day: string, time: string, timeZone: string): Date | null {
  const d = DAY_PATTERN.exec(day);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t || !isValidTimeZone(timeZone)) return null;
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
  const instant = candidates[0] ?? localMs - offsetBefore;
  return new Date(instant);
}

/** The local day (YYYY-MM-DD) and time (HH:mm) of an instant in `timeZone`. */
export function utcToZonedTime(instant: Date, timeZone: string): { day: string; time: string } {
  const w = wallClockAt(instant.getTime(), timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return { day: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** Whether day + time exists as typed in the zone (false inside a spring-forward gap). */
export function isExistingLocalTime(day: string, time: string, timeZone: string): boolean {
  const instant = zonedTimeToUtc(day, time, timeZone);
  if (!instant) return false;
  const back = utcToZonedTime(instant, timeZone);
  return back.day === day && back.time === time;
}
