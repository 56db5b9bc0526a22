import * as z from 'zod/mini';
import { dateSchema, idSchema, pageQueryShape, siteIdListSchema } from './common';
import type { ErrorDetail } from './errors';
import { RULE_LIMITS, scheduleRuleProblems } from './pickup-schedule-rule';
import { PICKUP_SCHEDULE_LIMITS, PICKUP_SCHEDULE_STATUSES } from './pickup-schedule-vocabulary';
import { wallClockRangeSchema } from './site-hours';

/**
 * Extension: the bodies that make and change a pickup schedule (a site's recurring pickups). What
 * the shapes cannot say (the rule's text, a range that ends before it starts, a part named twice)
 * is `pickupScheduleProblems`, so every problem is reported at once, each on its field.
 */
/** The earliest window offered on the day, or the first offered window inside a range of the site's local time. */
export const windowPreferenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('earliest') }),
  z.strictObject({ kind: z.literal('range'), ...wallClockRangeSchema.shape }),
]);
export type WindowPreference = z.infer<typeof windowPreferenceSchema>;

const wholeNumber = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/**
 * Which parts a pickup takes: every part of the site due by the pickup (by wear or by time since
 * its last service, whichever comes first), or the same list each time.
 */
export const schedulePartsSchema = z.discriminatedUnion('rule', [
  z.strictObject({
    rule: z.literal('due'),
    wear_at_least: wholeNumber(0, 100),
    days_since_service_at_least: wholeNumber(1, PICKUP_SCHEDULE_LIMITS.daysSinceServiceMax),
  }),
  z.strictObject({
    rule: z.literal('fixed'),
    part_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(PICKUP_SCHEDULE_LIMITS.fixedPartsMax)),
  }),
]);
export type ScheduleParts = z.infer<typeof schedulePartsSchema>;

/** The rule's text; what it may say is `scheduleRuleProblems`. */
const ruleTextSchema = z.string().check(z.minLength(1), z.maxLength(RULE_LIMITS.textMax));
const leadDaysSchema = wholeNumber(PICKUP_SCHEDULE_LIMITS.leadDaysMin, PICKUP_SCHEDULE_LIMITS.leadDaysMax);
const instructionsSchema = z.string().check(z.trim(), z.maxLength(PICKUP_SCHEDULE_LIMITS.instructionsMax));

export const pickupScheduleCreateSchema = z.strictObject({
  site_id: idSchema,
  rule: ruleTextSchema,
  window_preference: windowPreferenceSchema,
  lead_days: leadDaysSchema,
  parts: schedulePartsSchema,
  instructions: z._default(instructionsSchema, ''),
  status: z._default(z.enum(PICKUP_SCHEDULE_STATUSES), 'active'),
  /** A paused schedule starts again on this local date by itself; null = until resumed. */
  resume_on: z._default(z.nullable(dateSchema), null),
});

/** Every field optional; the ones sent replace the whole value. The site of a schedule does not change. */
export const pickupScheduleUpdateSchema = z.strictObject({
  rule: z.optional(ruleTextSchema),
  window_preference: z.optional(windowPreferenceSchema),
  lead_days: z.optional(leadDaysSchema),
  parts: z.optional(schedulePartsSchema),
  instructions: z.optional(instructionsSchema),
  status: z.optional(z.enum(PICKUP_SCHEDULE_STATUSES)),
  resume_on: z.optional(z.nullable(dateSchema)),
});

/**
 * What the shapes cannot say, every problem on its field: the rule's text, a window range that does
 * not end after it starts, a fixed part named twice, and a resume date on a schedule that is not paused.
 */
export function pickupScheduleProblems(fields: {
  rule?: string | undefined;
  window_preference?: WindowPreference | undefined;
  parts?: ScheduleParts | undefined;
  status?: (typeof PICKUP_SCHEDULE_STATUSES)[number] | undefined;
  resume_on?: string | null | undefined;
}): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (fields.rule !== undefined) problems.push(...scheduleRuleProblems(fields.rule));
  const window = fields.window_preference;
  if (window?.kind === 'range' && window.start >= window.end) {
    problems.push({
      field: 'window_preference',
      code: 'end_before_start',
      message: `window_preference: ${window.start}–${window.end} must end after it starts.`,
    });
  }
  if (fields.parts?.rule === 'fixed') {
    const seen = new Set<string>();
    fields.parts.part_ids.forEach((id, index) => {
      if (seen.has(id)) {
        problems.push({
          field: `parts.part_ids.${index}`,
          code: 'duplicate',
          message: `parts.part_ids: ${id} is listed more than once.`,
        });
      }
      seen.add(id);
    });
  }
  if (fields.status === 'active' && fields.resume_on) {
    problems.push({
      field: 'resume_on',
      code: 'invalid_value',
      message: 'resume_on is for a paused schedule: send status "paused" with it, or leave it out.',
    });
  }
  return problems;
}

/** Extension: POST /v1/pickup-schedules/:id/pause. Left out or null: paused until resumed. */
export const pickupSchedulePauseSchema = z.strictObject({ resume_on: z.optional(z.nullable(dateSchema)) });

/** Extension: POST /v1/pickup-schedules/:id/skip and /unskip: one of the rule's dates. */
export const pickupScheduleSkipSchema = z.strictObject({ date: dateSchema });

export const pickupScheduleListQuerySchema = z.object({ ...pageQueryShape, site_id: z.optional(siteIdListSchema) });
