import * as z from 'zod/mini';
import type { ErrorDetail } from './errors';
import {
  closedDateSchema,
  receivingHoursProblems,
  receivingHoursSchema,
  RECEIVING_RANGES_MAX,
  type ClosedDate,
  type ReceivingHours,
  type SiteWeekday,
  type WallClockRange,
} from './site-hours';
import {
  idSchema,
  listEnvelope,
  pageQueryShape,
  recordEnvelope,
  siteAddressAnswerSchema,
  siteContactAnswerSchema,
  timestampSchema,
} from './common';

/**
 * Extension: the account's sites (kitchens): where its parts live and where a driver picks them up,
 * each with an address, a time zone and the hours it can hand parts over.
 */
export const SITE_STATUSES = ['active', 'archived'] as const;
export const SITE_LIMITS = {
  nameMax: 100,
  textMax: 200,
  notesMax: 1000,
  rangesPerDay: RECEIVING_RANGES_MAX,
  closedDatesMax: 366,
  /** `site_id` filters name at most this many sites. */
  filterMax: 20,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const siteAddressSchema = z.strictObject({
  line1: required(SITE_LIMITS.textMax),
  line2: z.optional(text(SITE_LIMITS.textMax)),
  city: required(SITE_LIMITS.textMax),
  region: z.optional(text(SITE_LIMITS.textMax)),
  postal_code: z.optional(text(20)),
  /** ISO 3166-1 alpha-2. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'country must be a two-letter ISO 3166-1 code in capitals, e.g. US.')),
});

export const siteContactSchema = z.strictObject({
  name: z.optional(text(SITE_LIMITS.textMax)),
  phone: z.optional(text(50)),
});

/** The receiving hours of a new site that names none: the business's own pickup hours, Monday to Friday. */
export const DEFAULT_RECEIVING_HOURS: ReceivingHours = {
  mon: [{ start: '08:00', end: '18:00' }],
  tue: [{ start: '08:00', end: '18:00' }],
  wed: [{ start: '08:00', end: '18:00' }],
  thu: [{ start: '08:00', end: '18:00' }],
  fri: [{ start: '08:00', end: '18:00' }],
  sat: [],
  sun: [],
};

export const siteCreateSchema = z.strictObject({
  name: required(SITE_LIMITS.nameMax),
  address: siteAddressSchema,
  time_zone: z.string().check(z.minLength(1), z.maxLength(64)),
  receiving_hours: z.optional(receivingHoursSchema),
  closed_dates: z.optional(z.array(closedDateSchema).check(z.maxLength(SITE_LIMITS.closedDatesMax))),
  contact: z.optional(siteContactSchema),
  access_notes: z.optional(text(SITE_LIMITS.notesMax)),
});
export type SiteCreate = z.input<typeof siteCreateSchema>;

/** Every field optional; the ones sent replace the whole value (all seven days of `receiving_hours`). */
export const siteUpdateSchema = z.strictObject({
  name: z.optional(siteCreateSchema.shape.name),
  address: z.optional(siteAddressSchema),
  time_zone: z.optional(siteCreateSchema.shape.time_zone),
  receiving_hours: z.optional(receivingHoursSchema),
  closed_dates: siteCreateSchema.shape.closed_dates,
  contact: z.optional(siteContactSchema),
  access_notes: siteCreateSchema.shape.access_notes,
});
export type SiteUpdate = z.input<typeof siteUpdateSchema>;

export const siteArchiveSchema = z.strictObject({ move_parts_to: idSchema });

export const siteSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: siteAddressAnswerSchema,
  time_zone: z.string(),
  receiving_hours: z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string() }))),
  closed_dates: z.array(z.object({ date: z.string(), reason: z.string() })),
  contact: siteContactAnswerSchema,
  access_notes: z.string(),
  /** active or archived; a plain string so a status this client does not know still parses. */
  status: z.string(),
  /** The parts whose home is the site, retired ones included. */
  part_count: z.int(),
  created_at: timestampSchema,
});
export type Site = z.infer<typeof siteSchema>;

export const siteListResponseSchema = listEnvelope(siteSchema);
export const siteResponseSchema = recordEnvelope(siteSchema);

export const siteListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.optional(z.enum(SITE_STATUSES)),
  q: z.optional(
    z.string().check(
      z.minLength(1),
      z.maxLength(100),
      // eslint-disable-next-line no-control-regex -- a search term is one line of text
      z.regex(/^[^\u0000-\u001f\u007f]*$/, 'q must not contain control characters.'),
    ),
  ),
});

/** A real IANA zone name, as this runtime's time zone database knows it. */
export function isTimeZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0 && !/^[+-]/.test(zone);
  } catch {
    return false;
  }
}

/**
 * What the shape cannot say about a site's hours, zone and closed dates: every problem, each on
 * its field (`receiving_hours.tue.1`, `closed_dates.2.date`). The shape's own problems (HH:MM,
 * more than two ranges, a date that is no date) are the schema's.
 */
export function siteRuleProblems(fields: {
  time_zone?: string | undefined;
  receiving_hours?: Partial<Record<SiteWeekday, readonly WallClockRange[]>> | undefined;
  /** Items that did not parse are undefined (the schema reports them). */
  closed_dates?: readonly (ClosedDate | undefined)[] | undefined;
}): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (fields.time_zone !== undefined && !isTimeZone(fields.time_zone)) {
    problems.push({
      field: 'time_zone',
      code: 'invalid_value',
      message: 'time_zone must be an IANA time zone name, e.g. America/New_York.',
    });
  }
  if (fields.receiving_hours) problems.push(...receivingHoursProblems(fields.receiving_hours));
  const seen = new Set<string>();
  fields.closed_dates?.forEach((closed, index) => {
    if (!closed) return;
    if (seen.has(closed.date)) {
      problems.push({
        field: `closed_dates.${index}.date`,
        code: 'duplicate',
        message: `closed_dates: ${closed.date} is listed more than once.`,
      });
    }
    seen.add(closed.date);
  });
  return problems;
}
