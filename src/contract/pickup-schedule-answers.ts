import * as z from 'zod/mini';
import { dateSchema, idSchema, listEnvelope, recordEnvelope, timestampSchema } from './common';

// Extension: a pickup schedule as the API answers it, apart from the bodies that make one. The
// portal parses with these alone: the bodies' range checks and discriminated unions are zod code the
// first load would carry (zod's core is one module there, and what any screen uses of it rides along).

/**
 * @public What an occurrence comes to, for clients that switch on it; a plain string in answers, so a
 * status this client does not know still parses.
 */
export const OCCURRENCE_STATUSES = ['scheduled', 'skipped', 'shifted', 'nothing_due', 'placed'] as const;

/** How many occurrences a schedule answers in `next_occurrences`. */
export const NEXT_OCCURRENCES_COUNT = 6;

const windowAnswerSchema = z.object({ start: timestampSchema, end: timestampSchema });

/**
 * One of a schedule's next occurrences. `date` is the rule's date (the occurrence's key); a closed
 * day moves the pickup to `shifted_to`. `window` and `part_ids`: the window the pickup would take
 * and the parts that would go, as they stand now (a placed one: its order's); null and empty when
 * nothing goes. `shifted_to`, `shifted_reason` and `skipped_reason` are additive.
 */
/** What the list tells of an occurrence: the summary's fields, without the window and the parts. */
const occurrenceSummaryShape = {
  date: dateSchema,
  status: z.string(),
  order_id: z.nullable(idSchema),
  shifted_to: z.optional(z.nullable(dateSchema)),
  shifted_reason: z.optional(z.nullable(z.string())),
  skipped_reason: z.optional(z.nullable(z.string())),
};

export const pickupScheduleOccurrenceSchema = z.object({
  ...occurrenceSummaryShape,
  window: z.nullable(windowAnswerSchema),
  part_ids: z.array(idSchema),
});
export type PickupScheduleOccurrence = z.infer<typeof pickupScheduleOccurrenceSchema>;

/**
 * The answers' window preference and parts: the bodies' shapes, open to fields another server adds.
 * Plain unions (each member has its own literal, so at most one matches): a discriminated union's
 * code would ride into the portal's first load.
 */
const windowPreferenceAnswerSchema = z.union([
  z.object({ kind: z.literal('earliest') }),
  z.object({ kind: z.literal('range'), start: z.string(), end: z.string() }),
]);
const schedulePartsAnswerSchema = z.union([
  z.object({ rule: z.literal('due'), wear_at_least: z.int(), days_since_service_at_least: z.int() }),
  z.object({ rule: z.literal('fixed'), part_ids: z.array(idSchema) }),
]);

/** Extension: a site's recurring pickups, as GET /v1/pickup-schedules/:id answers it. */
export const pickupScheduleSchema = z.object({
  id: idSchema,
  site_id: idSchema,
  /** The RRULE in its one written form (FREQ, INTERVAL when over 1, BYDAY). */
  rule: z.string(),
  window_preference: windowPreferenceAnswerSchema,
  lead_days: z.int(),
  parts: schedulePartsAnswerSchema,
  instructions: z.string(),
  /** active or paused; a plain string so a status this client does not know still parses. */
  status: z.string(),
  resume_on: z.nullable(dateSchema),
  next_occurrences: z.array(pickupScheduleOccurrenceSchema),
  /** Additive: the rule's dates skipped on request from the site's today on, earliest first. */
  skipped_dates: z.optional(z.array(dateSchema)),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type PickupSchedule = z.infer<typeof pickupScheduleSchema>;

export const pickupScheduleResponseSchema = recordEnvelope(pickupScheduleSchema);

/**
 * A list item: the schedule with each next occurrence's date, status, order and shift, without its
 * window and parts (working those out takes a few reads per occurrence; GET /v1/pickup-schedules/:id has them).
 */
export const pickupScheduleSummarySchema = z.object({
  ...pickupScheduleSchema.shape,
  // Spread rather than z.omit: omit's code would ride into the portal's first load with zod's core.
  next_occurrences: z.array(z.object(occurrenceSummaryShape)),
});
export type PickupScheduleSummary = z.infer<typeof pickupScheduleSummarySchema>;

export const pickupScheduleListResponseSchema = listEnvelope(pickupScheduleSummarySchema);
