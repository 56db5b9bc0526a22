import { isTimeZone, SITE_LIMITS } from '#contract/sites';
import { SITE_WEEKDAYS, type SiteWeekday } from '#contract/site-hours';
import type { SummaryProblem } from '#app/components/ui/error-summary';
import { ApiError } from '#app/lib/http/api-error';
import { WEEKDAY_NAMES, type SiteFormValues } from './site-form-values';

/**
 * A problem's place in the form: a field (`name`, `address.city`), a row (`receiving_hours.tue.1`,
 * `closed_dates.2`), a whole day (`receiving_hours.tue`, two ranges that overlap) or, for anything
 * the form does not show, `body`. Each maps to the control an error summary link focuses.
 */
export type SiteProblems = Record<string, string>;

const ADDRESS = ['line1', 'line2', 'city', 'region', 'postal_code', 'country'] as const;
const PLAIN = new Set(['name', 'time_zone', 'access_notes']);
const isIndex = (part: string | undefined) => part !== undefined && /^\d+$/.test(part);
const isWeekday = (part: string | undefined): part is SiteWeekday => SITE_WEEKDAYS.includes(part as SiteWeekday);

/** The form's key for a server detail's `field` (`receiving_hours.tue.1.start` and `…[1].start` are that row). */
export function problemKeyOf(field: string): string {
  const [head, second, third] = field.replace(/\[(\d+)\]/g, '.$1').split('.');
  if (head === 'receiving_hours') {
    if (!isWeekday(second)) return 'receiving_hours';
    return isIndex(third) ? `receiving_hours.${second}.${third}` : `receiving_hours.${second}`;
  }
  if (head === 'closed_dates') return isIndex(second) ? `closed_dates.${second}` : 'closed_dates';
  if (head === 'address') return ADDRESS.includes(second as (typeof ADDRESS)[number]) ? `address.${second}` : 'address.line1';
  if (head === 'contact') return second === 'phone' ? 'contact.phone' : 'contact.name';
  return head !== undefined && PLAIN.has(head) ? head : 'body';
}

/** A 422's details on the form's fields: the first message for each place. */
export function serverProblems(error: Error | null): SiteProblems {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const problems: SiteProblems = {};
  for (const detail of error.details) problems[problemKeyOf(detail.field)] ??= detail.message;
  if (error.details.length === 0) problems.body = error.message;
  return problems;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The contract's rules, checked before sending so most mistakes show at once; the server stays the judge. */
export function clientProblems(values: SiteFormValues): SiteProblems {
  const problems: SiteProblems = {};
  if (values.name.trim() === '') problems.name = 'Enter the site’s name.';
  else if (values.name.trim().length > SITE_LIMITS.nameMax) problems.name = `Use at most ${SITE_LIMITS.nameMax} characters.`;
  if (values.line1.trim() === '') problems['address.line1'] = 'Enter the street address.';
  if (values.city.trim() === '') problems['address.city'] = 'Enter the city.';
  if (!/^[A-Z]{2}$/.test(values.country.trim().toUpperCase())) {
    problems['address.country'] = 'Enter the country as its two-letter code, e.g. US.';
  }
  if (!isTimeZone(values.time_zone)) problems.time_zone = 'Choose a time zone.';
  for (const day of SITE_WEEKDAYS) {
    const ranges = values.hours[day];
    ranges.forEach((range, index) => {
      const key = `receiving_hours.${day}.${index}`;
      if (!range.start || !range.end) problems[key] = 'Enter the time it opens and the time it closes.';
      else if (minutes(range.start) >= minutes(range.end)) problems[key] = 'The closing time must be after the opening time.';
    });
    const [a, b] = ranges;
    if (
      a?.start &&
      a.end &&
      b?.start &&
      b.end &&
      !problems[`receiving_hours.${day}.0`] &&
      !problems[`receiving_hours.${day}.1`]
    ) {
      const [first, second] = minutes(a.start) <= minutes(b.start) ? [a, b] : [b, a];
      if (minutes(second.start) < minutes(first.end)) problems[`receiving_hours.${day}`] = 'The two ranges overlap.';
    }
  }
  const seen = new Set<string>();
  values.closed.forEach((closed, index) => {
    if (!closed.date) problems[`closed_dates.${index}`] = 'Enter the date.';
    else if (seen.has(closed.date)) problems[`closed_dates.${index}`] = 'This date is listed twice.';
    seen.add(closed.date);
  });
  return problems;
}

/** The id of the control a problem is fixed in. */
export function problemFieldId(key: string): string | undefined {
  const [head, second, third] = key.split('.');
  if (head === 'body') return undefined;
  if (head === 'receiving_hours')
    return isWeekday(second) ? `site-hours-${second}${isIndex(third) ? `-${third}` : ''}` : 'site-hours-mon';
  if (head === 'closed_dates') return isIndex(second) ? `site-closed-${second}` : 'site-add-closed';
  return `site-${key.replace('.', '-')}`;
}

const LABELS: Record<string, string> = {
  name: 'Name',
  'address.line1': 'Address',
  'address.line2': 'Address line 2',
  'address.city': 'City',
  'address.region': 'State or region',
  'address.postal_code': 'Postal code',
  'address.country': 'Country',
  time_zone: 'Time zone',
  receiving_hours: 'Receiving hours',
  closed_dates: 'Closed dates',
  'contact.name': 'Contact name',
  'contact.phone': 'Contact phone',
  access_notes: 'Access notes',
  body: 'Site',
};

export function problemLabel(key: string): string {
  const [head, second, third] = key.split('.');
  if (head === 'receiving_hours' && isWeekday(second)) {
    return isIndex(third) ? `${WEEKDAY_NAMES[second]}, hours ${Number(third) + 1}` : WEEKDAY_NAMES[second];
  }
  if (head === 'closed_dates' && isIndex(second)) return `Closed date ${Number(second) + 1}`;
  return LABELS[key] ?? key;
}

/** The error summary's list: each problem named by its place and linked to its control. */
export function problemSummary(problems: SiteProblems): SummaryProblem[] {
  return Object.entries(problems).map(([key, message]) => ({
    message: `${problemLabel(key)}: ${message}`,
    fieldId: problemFieldId(key),
  }));
}
