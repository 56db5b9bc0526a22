import { DEFAULT_RECEIVING_HOURS, type Site, type SiteCreate } from '#contract/sites';
import { SITE_WEEKDAYS, type SiteWeekday, type WallClockRange } from '#contract/site-hours';

/** What the site form holds: every text as typed, the hours as a grid of up to two ranges a day. */
export interface SiteFormValues {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  time_zone: string;
  hours: Record<SiteWeekday, WallClockRange[]>;
  /** `key` keeps a row's inputs in place when an earlier row is removed. */
  closed: { key: string; date: string; reason: string }[];
  contact_name: string;
  contact_phone: string;
  access_notes: string;
}

export const WEEKDAY_NAMES: Record<SiteWeekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const copyHours = (hours: Readonly<Record<string, readonly WallClockRange[] | undefined>>) =>
  Object.fromEntries(SITE_WEEKDAYS.map((day) => [day, (hours[day] ?? []).map((range) => ({ ...range }))])) as Record<
    SiteWeekday,
    WallClockRange[]
  >;

let rowCount = 0;
export const newRowKey = () => `closed-${++rowCount}`;

/** The browser's own zone, which a new site most likely shares. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The browser's region (en-US → US) as a new site's country; empty when the language names none. */
function browserCountry(): string {
  try {
    return new Intl.Locale(navigator.language).maximize().region ?? '';
  } catch {
    return '';
  }
}

export function emptySiteForm(): SiteFormValues {
  return {
    name: '',
    line1: '',
    line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: browserCountry(),
    time_zone: browserTimeZone(),
    hours: copyHours(DEFAULT_RECEIVING_HOURS),
    closed: [],
    contact_name: '',
    contact_phone: '',
    access_notes: '',
  };
}

export function siteFormOf(site: Site): SiteFormValues {
  return {
    name: site.name,
    ...site.address,
    time_zone: site.time_zone,
    hours: copyHours(site.receiving_hours),
    closed: site.closed_dates.map((closed) => ({ key: newRowKey(), ...closed })),
    contact_name: site.contact.name,
    contact_phone: site.contact.phone,
    access_notes: site.access_notes,
  };
}

/** Monday's ranges on Tuesday to Friday (the weekend keeps its own). */
export function copyMondayToWeekdays(hours: Record<SiteWeekday, WallClockRange[]>): Record<SiteWeekday, WallClockRange[]> {
  const monday = hours.mon;
  return {
    ...hours,
    ...Object.fromEntries((['tue', 'wed', 'thu', 'fri'] as const).map((day) => [day, monday.map((r) => ({ ...r }))])),
  };
}

/**
 * The request body: texts trimmed, the country in capitals, all seven days and every closed
 * date in the order shown (so a problem's index in the server's answer is the row on screen).
 * Empty optional texts are sent as empty, which clears them on an edit.
 */
export function siteBodyOf(values: SiteFormValues): SiteCreate {
  return {
    name: values.name.trim(),
    address: {
      line1: values.line1.trim(),
      line2: values.line2.trim(),
      city: values.city.trim(),
      region: values.region.trim(),
      postal_code: values.postal_code.trim(),
      country: values.country.trim().toUpperCase(),
    },
    time_zone: values.time_zone,
    receiving_hours: copyHours(values.hours),
    closed_dates: values.closed.map(({ date, reason }) => ({ date, reason: reason.trim() })),
    contact: { name: values.contact_name.trim(), phone: values.contact_phone.trim() },
    access_notes: values.access_notes.trim(),
  };
}

/**
 * A time input cannot hold 24:00, the contract's "until midnight": a closing time of 00:00 (which
 * could never end a range otherwise) stands for it, shown as 00:00 and sent as 24:00.
 */
export const endForInput = (end: string) => (end === '24:00' ? '00:00' : end);
export const endFromInput = (value: string) => (value === '00:00' ? '24:00' : value);
