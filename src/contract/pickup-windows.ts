import * as z from 'zod/mini';
import { dateSchema, idSchema, timestampSchema } from './common';

/**
 * GET /v1/pickup-windows (extension): the pickup windows the service offers.
 * A server without it answers 404 (or 400); clients then fall back to a free-form window.
 */
export const PICKUP_RANGE_MAX_DAYS = 31;
export const PICKUP_RANGE_DEFAULT_DAYS = 14;

/**
 * Why an offered window cannot be chosen now. With a site: `site_closed` (the site is closed that
 * day) or `outside_receiving_hours` (not wholly inside one of its receiving ranges) come before
 * `too_soon`, which comes before `full`.
 */
export const PICKUP_UNAVAILABLE_REASONS = ['full', 'too_soon', 'outside_receiving_hours', 'site_closed'] as const;

/** Detail codes of a refused pickup window on POST/PATCH /v1/orders (on `pickup_window_start`). */
export const PICKUP_REFUSAL_CODES = [
  'outside_business_hours',
  'holiday',
  'too_soon',
  'full',
  'in_past',
  'too_far_ahead',
  'site_closed',
  'outside_receiving_hours',
] as const;
export type PickupRefusalCode = (typeof PICKUP_REFUSAL_CODES)[number];

export const pickupWindowQuerySchema = z.object({
  from: z.optional(dateSchema),
  to: z.optional(dateSchema),
  /** Extension (sites): the windows that site can take, in its time zone. */
  site_id: z.optional(idSchema),
});

export const windowBoundsSchema = z.object({ start: timestampSchema, end: timestampSchema });
export type WindowBounds = z.infer<typeof windowBoundsSchema>;

export const pickupWindowSchema = z.object({
  start: timestampSchema,
  end: timestampSchema,
  capacity: z.int(),
  remaining: z.int(),
  available: z.boolean(),
  unavailable_reason: z.nullable(z.enum(PICKUP_UNAVAILABLE_REASONS)),
});
export type PickupWindow = z.infer<typeof pickupWindowSchema>;

export const closedDaySchema = z.object({ date: dateSchema, reason: z.literal('holiday'), name: z.string() });
export type ClosedDay = z.infer<typeof closedDaySchema>;

export const pickupWindowListResponseSchema = z.object({
  data: z.array(pickupWindowSchema),
  meta: z.object({
    total: z.int(),
    /** Always null: the whole range is one page. */
    next_cursor: z.null(),
    /**
     * The IANA zone of `from`, `to` and the days windows are grouped by: the service's (its windows
     * are wall-clock times there), or the site's when the windows are listed for a site.
     */
    time_zone: z.string(),
    from: dateSchema,
    to: dateSchema,
    /** The first available window in the whole horizon (not only this range); null when none. */
    earliest_available: z.nullable(windowBoundsSchema),
    closed_days: z.array(closedDaySchema),
    /** Extension: the ISO weekdays with windows (1 = Monday … 7 = Sunday); other days are closed. Absent from servers without it. */
    business_days: z.optional(z.array(z.int())),
  }),
});
export type PickupWindowList = z.infer<typeof pickupWindowListResponseSchema>;
