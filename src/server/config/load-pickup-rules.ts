import { ORDER_RULES } from '#contract/orders';
import { DEFAULT_PICKUP_RULES, type LocalWindow, type PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { isKnownTimeZone } from '#contract/zoned-time';
import type { Reader } from './env-reader';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;
const HOLIDAY = /^(\d{4}-\d{2}-\d{2})=([^,=]+)$/;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}
const list = (raw: string) => raw.split(',').map((item) => item.trim());

function businessDaysFrom(read: Reader): readonly number[] {
  const raw = read.text('PICKUP_BUSINESS_DAYS');
  if (raw === undefined) return DEFAULT_PICKUP_RULES.businessDays;
  const days = list(raw.toLowerCase()).map((day) => WEEKDAYS.indexOf(day) + 1);
  if (days.length === 0 || days.includes(0)) {
    read.problems.push(`PICKUP_BUSINESS_DAYS must list weekdays as mon,tue,wed,thu,fri,sat,sun (got "${raw}").`);
    return DEFAULT_PICKUP_RULES.businessDays;
  }
  return [...new Set(days)].sort();
}

function windowsFrom(read: Reader): readonly LocalWindow[] {
  const raw = read.text('PICKUP_WINDOWS');
  if (raw === undefined) return DEFAULT_PICKUP_RULES.windows;
  const windows = list(raw).map((item) => ({ start: item.slice(0, 5), end: item.slice(6), ok: WINDOW.test(item) }));
  const valid = windows.every(
    (window, i) =>
      window.ok &&
      minutes(window.end) - minutes(window.start) >= ORDER_RULES.minWindowMinutes &&
      (i === 0 || minutes(window.start) >= minutes(windows[i - 1]!.end)),
  );
  if (!valid) {
    read.problems.push(
      `PICKUP_WINDOWS must list local windows as HH:MM-HH:MM, ascending, not overlapping, each at least ${ORDER_RULES.minWindowMinutes / 60} hours (got "${raw}").`,
    );
    return DEFAULT_PICKUP_RULES.windows;
  }
  return windows.map(({ start, end }) => ({ start, end }));
}

function holidaysFrom(read: Reader): ReadonlyMap<string, string> {
  const raw = read.text('PICKUP_HOLIDAYS');
  if (raw === undefined) return DEFAULT_PICKUP_RULES.holidays;
  if (raw.toLowerCase() === 'none') return new Map();
  const entries = list(raw).map((item) => HOLIDAY.exec(item));
  if (entries.some((match) => match === null || !isCalendarDate(match[1]!))) {
    read.problems.push(`PICKUP_HOLIDAYS must list YYYY-MM-DD=Name entries separated by commas, or "none" (got "${raw}").`);
    return DEFAULT_PICKUP_RULES.holidays;
  }
  return new Map(entries.map((match) => [match![1]!, match![2]!.trim()]));
}

/** PICKUP_* variables → the pickup window rules; each one left out keeps its default. */
export function pickupRulesFrom(read: Reader): PickupRules {
  const timeZone = read.text('PICKUP_TIME_ZONE') ?? DEFAULT_PICKUP_RULES.timeZone;
  if (!isKnownTimeZone(timeZone))
    read.problems.push(`PICKUP_TIME_ZONE must be an IANA time zone such as America/New_York (got "${timeZone}").`);
  return {
    timeZone: isKnownTimeZone(timeZone) ? timeZone : DEFAULT_PICKUP_RULES.timeZone,
    businessDays: businessDaysFrom(read),
    windows: windowsFrom(read),
    leadBusinessDays: read.integer('PICKUP_LEAD_BUSINESS_DAYS', DEFAULT_PICKUP_RULES.leadBusinessDays, 0, 30),
    capacity: read.integer('PICKUP_WINDOW_CAPACITY', DEFAULT_PICKUP_RULES.capacity, 1, 100_000),
    holidays: holidaysFrom(read),
    horizonDays: DEFAULT_PICKUP_RULES.horizonDays,
  };
}
