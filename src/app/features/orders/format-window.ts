import { userTimeZone } from '#app/lib/format/format';
import { dateTimeFormat } from '#app/lib/format/intl-formatters';

/** "Mon, 23 Nov 2026, 09:00 – 12:00 EST": one day named once; a window across midnight names both. */
export function formatPickupWindow(startIso: string, endIso: string, timeZone = userTimeZone(), locale?: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  const day = dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone });
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const withZone = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });
  if (day.format(start) === day.format(end)) return `${day.format(start)}, ${time.format(start)} – ${withZone.format(end)}`;
  return `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${withZone.format(end)}`;
}

/** The zone's short name now, e.g. "CET", "EST" or "GMT+5:30". */
export function zoneShortName(timeZone: string, locale?: string, at = new Date()): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
