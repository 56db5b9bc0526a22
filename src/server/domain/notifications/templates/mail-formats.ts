import type { MailWindow } from './notification-mail-types';

// How notification mail writes times, money, counts and links: the same words in every template.

/** A link a mail may carry: http(s) only, so a `javascript:` or `data:` value never becomes a link. */
export function safeUrl(url: string): string | null {
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = cache.get(timeZone);
  if (!format) cache.set(timeZone, (format = make()));
  return format;
}

/** "Tue 3 Dec" in the zone. */
export function localDay(at: Date, timeZone: string): string {
  const format = cached(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
  );
  return format.format(at).replace(',', '');
}

/** "08:00" (24-hour) in the zone. */
export function localTime(at: Date, timeZone: string): string {
  const format = cached(
    timeFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
  );
  return format.format(at);
}

/** "08:00–10:00", or "22:00–Wed 4 Dec 02:00" when it ends on another local day. */
export function windowHours(window: MailWindow): string {
  const { start, end, timeZone } = window;
  const endDay = localDay(end, timeZone);
  const endText = endDay === localDay(start, timeZone) ? localTime(end, timeZone) : `${endDay} ${localTime(end, timeZone)}`;
  return `${localTime(start, timeZone)}–${endText}`;
}

/** "Tue 3 Dec 08:00–10:00". */
export function windowText(window: MailWindow): string {
  return `${localDay(window.start, window.timeZone)} ${windowHours(window)}`;
}

/** A YYYY-MM-DD date as "Tue 1 Dec" (a calendar date: no zone shifts it). */
export function calendarDay(date: string): string {
  return localDay(new Date(`${date}T12:00:00Z`), 'UTC');
}

/** A YYYY-MM-DD date as "1 Dec 2026". */
export function calendarDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** An instant for the small print of a security mail: "Tue 1 Dec 2026, 21:04 UTC". */
export function instantText(at: Date): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(at)
    .replace(',', '')}, ${localTime(at, 'UTC')} UTC`;
}

/** Minor units in the currency's own way: 123400 USD → "$1,234.00", 1234 JPY → "¥1,234". */
export function moneyText(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

const IRREGULAR_PLURALS: Record<string, string> = { knife: 'knives' };

/** chef_knife → "chef knife"; with a count other than 1, "chef knives". */
export function partTypeWords(partType: string, count: number): string {
  const words = partType.replace(/_/g, ' ').trim().toLowerCase();
  if (count === 1) return words;
  const last = words.split(' ').pop() ?? words;
  const head = words.slice(0, words.length - last.length);
  if (IRREGULAR_PLURALS[last]) return head + IRREGULAR_PLURALS[last];
  if (/(s|x|z|ch|sh)$/.test(last)) return `${words}es`;
  if (/[^aeiou]y$/.test(last)) return `${words.slice(0, -1)}ies`;
  return `${words}s`;
}

/** "12 knives" when every part is of one type, else "12 parts". */
export function partsCountText(partTypes: readonly string[], total = partTypes.length): string {
  const types = new Set(partTypes);
  const [only] = types;
  if (types.size === 1 && only) return `${total} ${partTypeWords(only, total)}`;
  return total === 1 ? '1 part' : `${total} parts`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
