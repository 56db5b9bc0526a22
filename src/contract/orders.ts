import * as z from 'zod/mini';
import {
  centsSchema,
  dateSchema,
  idSchema,
  listEnvelope,
  pageQueryShape,
  recordEnvelope,
  siteAddressAnswerSchema,
  siteContactAnswerSchema,
  siteIdListSchema,
  timestampSchema,
} from './common';
import { partListItemSchema } from './parts';

import { ORDER_LIST_STATUSES, ORDER_RULES } from './order-vocabulary';

export * from './order-vocabulary';

export const orderListItemSchema = z.object({
  id: idSchema,
  order_number: z.string(),
  status: z.string(),
  part_count: z.int(),
  total_cents: centsSchema,
  pickup_date: timestampSchema,
  /** Extension: when the pickup window ends (pickup_date is when it starts); absent from servers without it. */
  pickup_window_end: z.optional(timestampSchema),
  expected_return_date: timestampSchema,
  created_at: timestampSchema,
  /** Extension (sites): the site the order picks up at, where all its parts live; absent from servers without sites. */
  site_id: z.optional(idSchema),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/**
 * Extension (sites): the pickup site as it was when the order was placed; later edits of the site
 * do not change it (the order's site_id leads to the site as it is now).
 */
export const pickupSiteSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: siteAddressAnswerSchema,
  contact: siteContactAnswerSchema,
  access_notes: z.string(),
});
export type PickupSite = z.infer<typeof pickupSiteSchema>;

const windowSchema = z.object({ start: timestampSchema, end: timestampSchema });

/** Extension: who of the account made a move, `kind` user (the signed-in person), api_key or pickup_schedule, by name. */
export const madeBySchema = z.object({ kind: z.string(), name: z.string() });
export type MadeBy = z.infer<typeof madeBySchema>;

export const orderTimelineEntrySchema = z.object({
  status: z.string(),
  occurred_at: timestampSchema,
  actor: z.string(),
  /** Extension: on moves the account made (placed, rescheduled, cancelled), who made them; absent elsewhere. */
  made_by: z.optional(madeBySchema),
  /** Extension: on a reschedule, the window before it and the window after it. */
  previous_window: z.optional(windowSchema),
  window: z.optional(windowSchema),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderSchema = z.object({
  ...orderListItemSchema.shape,
  pickup_window_start: timestampSchema,
  pickup_window_end: timestampSchema,
  instructions: z.string(),
  parts: z.array(partListItemSchema),
  timeline: z.array(orderTimelineEntrySchema),
  /** Extension: the invoice issued on completion (null before). */
  invoice_id: z.optional(z.nullable(idSchema)),
  /** Extension: the changes this order accepts now (`cancel`, `reschedule`); absent on a server without them. */
  available_actions: z.optional(z.array(z.string())),
  /** Extension: the customer's purchase-order reference, printed on the invoice; null when none was given. */
  purchase_order: z.optional(z.nullable(z.string())),
  pickup_site: z.optional(pickupSiteSchema),
  /** Extension (pickup schedules): the schedule that placed the order and the rule's date it was for; null for orders placed by hand. */
  pickup_schedule_id: z.optional(z.nullable(idSchema)),
  occurrence_date: z.optional(z.nullable(dateSchema)),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = listEnvelope(orderListItemSchema);
export const orderResponseSchema = recordEnvelope(orderSchema);
export const orderTimelineResponseSchema = z.object({ data: z.array(orderTimelineEntrySchema) });

/** Extension: the longest span `pickup_from`–`pickup_to` may cover (the pickup horizon, and some). */
export const PICKUP_RANGE_MAX_DAYS = 62;

export const orderListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.optional(z.enum(ORDER_LIST_STATUSES)),
  from: z.optional(dateSchema),
  to: z.optional(dateSchema),
  /**
   * Extension: only orders whose pickup window starts at or after `pickup_from` and before
   * `pickup_to` (both required together, at most PICKUP_RANGE_MAX_DAYS apart), listed by when the
   * window starts, earliest first.
   */
  pickup_from: z.optional(timestampSchema),
  pickup_to: z.optional(timestampSchema),
  /** Extension (sites): only the orders of these sites (ids separated by commas, at most 20). */
  site_id: z.optional(siteIdListSchema),
});

/** Extension: trimmed, at most 100 characters; empty or null means none. */
const purchaseOrderSchema = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ORDER_RULES.purchaseOrderMax))));

/** Shape only; the window rules and part eligibility are checked by the domain. */
export const orderCreateSchema = z.strictObject({
  part_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(ORDER_RULES.maxParts)),
  pickup_window_start: timestampSchema,
  pickup_window_end: timestampSchema,
  instructions: z.optional(z.string().check(z.maxLength(ORDER_RULES.instructionsMax))),
  purchase_order: purchaseOrderSchema,
  /** Extension (sites): the site the order picks up at; left out, the one site all its parts are at. */
  site_id: z.optional(idSchema),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;

/**
 * PATCH /v1/orders/:id (extension), while the order is pending or scheduled: a new pickup window
 * (both bounds, the same rules as on create) and/or the purchase-order reference (null clears it).
 */
export const orderUpdateSchema = z.strictObject({
  pickup_window_start: z.optional(timestampSchema),
  pickup_window_end: z.optional(timestampSchema),
  purchase_order: purchaseOrderSchema,
});
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

/** POST /v1/orders/:id/cancel (extension) takes no fields; the body may be left out. */
export const orderCancelSchema = z.strictObject({});
