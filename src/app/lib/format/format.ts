/** Formatting for people: money from cents, times in the viewer's own zone with the zone named. */
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formatters';

export function userTimeZone(): string {
  return dateTimeFormat(undefined, {}).resolvedOptions().timeZone;
}

export function formatMoney(cents: number, currency: string, locale?: string): string {
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : 'USD';
  return numberFormat(locale, { style: 'currency', currency: code }).format(cents / 100);
}

interface ZoneOptions {
  timeZone?: string;
  locale?: string;
}

export function formatDateTime(iso: string, { timeZone = userTimeZone(), locale }: ZoneOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date) +
    ` ${zoneName(date, timeZone, locale)}`
  );
}

/** The zone's short name at that moment (e.g. "CET", "GMT+1", "UTC"). */
function zoneName(date: Date, timeZone: string, locale?: string): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A calendar date (YYYY-MM-DD) is the same day everywhere: format it without shifting zones. */
export function formatDate(value: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function formatRelative(iso: string, now: number = Date.now(), locale?: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((time - now) / 1000);
  const rtf = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}

export function formatCount(value: number, locale?: string): string {
  return numberFormat(locale).format(value);
}
