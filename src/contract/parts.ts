import * as z from 'zod/mini';
import { idSchema, listEnvelope, pageQueryShape, recordEnvelope, siteIdListSchema, timestampSchema } from './common';

import { FORECAST_BASES, PART_SEARCH_MAX, PART_SORTS, PART_STATUS_FILTERS, PART_TEXT_MAX, PART_TYPES } from './part-vocabulary';

export * from './part-vocabulary';

// Response schemas keep status, part_type and service_type as plain strings so
// a value this client has never seen still renders (as a neutral badge).
export const partListItemSchema = z.object({
  id: idSchema,
  part_type: z.string(),
  status: z.string(),
  wear_level: z.int(),
  sharpening_count: z.int(),
  internal_label: z.string(),
  serial_number: z.string(),
  created_at: timestampSchema,
  last_serviced_at: z.nullable(timestampSchema),
  /** Extension: when wear is expected to reach the due level; absent from servers without it. */
  forecast_due_at: z.optional(z.nullable(timestampSchema)),
  /** Extension: only when asked for with `include`. */
  manufacturer: z.optional(z.string()),
  model: z.optional(z.string()),
  /** Extension: the site the part lives at (GET /v1/sites); absent from servers without sites. */
  site_id: z.optional(idSchema),
});
export type PartListItem = z.infer<typeof partListItemSchema>;

export const partHistoryEntrySchema = z.object({
  id: idSchema,
  service_type: z.string(),
  wear_before: z.int(),
  wear_after: z.int(),
  technician_notes: z.string(),
  completed_at: timestampSchema,
  /** Extension, on a move between sites (service_type "moved"): the site it left and the site it went to. */
  from_site_id: z.optional(idSchema),
  to_site_id: z.optional(idSchema),
  /** Extension, on a move: who of the account moved it (kind user or api_key, and the name). */
  made_by: z.optional(z.object({ kind: z.string(), name: z.string() })),
});
export type PartHistoryEntry = z.infer<typeof partHistoryEntrySchema>;

/** Extension: the open order a part is in, so a screen can link to it. */
export const openOrderRefSchema = z.object({ id: idSchema, order_number: z.string() });
export type OpenOrderRef = z.infer<typeof openOrderRefSchema>;

export const partSchema = z.object({
  ...partListItemSchema.shape,
  manufacturer: z.string(),
  model: z.string(),
  history: z.array(partHistoryEntrySchema),
  /** Extensions: the pace the forecast rests on, where it comes from, and the service life left. */
  wear_per_day: z.optional(z.nullable(z.number())),
  forecast_basis: z.optional(z.nullable(z.enum(FORECAST_BASES))),
  sharpenings_left: z.optional(z.nullable(z.int())),
  /** Extension: the open order it is in (picked up, at the centre…), null when none; absent from servers without it. */
  open_order: z.optional(z.nullable(openOrderRefSchema)),
});
export type Part = z.infer<typeof partSchema>;

export const partListResponseSchema = listEnvelope(partListItemSchema);
export const partResponseSchema = recordEnvelope(partSchema);
export const partHistoryResponseSchema = z.object({ data: z.array(partHistoryEntrySchema) });

const WEAR_PERCENT = /^(100|[1-9]?[0-9])$/;
const DUE_WITHIN_DAYS = /^(36[0-5]|3[0-5][0-9]|[12]?[0-9]?[0-9])$/;

/** `q` of the parts search: 1–100 characters, none of them a control character. */
export const partSearchTermSchema = z.string().check(
  z.minLength(1),
  z.maxLength(PART_SEARCH_MAX),
  // eslint-disable-next-line no-control-regex -- the search text joins fields with a newline
  z.regex(/^[^\u0000-\u001f\u007f]*$/, 'q must not contain control characters.'),
);

export const partListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.optional(z.enum(PART_STATUS_FILTERS)),
  part_type: z.optional(z.enum(PART_TYPES)),
  q: z.optional(partSearchTermSchema),
  wear_min: z.optional(z.string().check(z.regex(WEAR_PERCENT, 'wear_min must be an integer from 0 to 100.'))),
  wear_max: z.optional(z.string().check(z.regex(WEAR_PERCENT, 'wear_max must be an integer from 0 to 100.'))),
  due_within: z.optional(z.string().check(z.regex(DUE_WITHIN_DAYS, 'due_within must be an integer from 0 to 365.'))),
  sort: z.optional(z.enum(PART_SORTS)),
  /** Extension: the parts of these sites (ids separated by commas, at most 20). */
  site_id: z.optional(siteIdListSchema),
});

/** Trimmed, then length-checked; a check rather than a transform, so the OpenAPI document shows the limits. */
const boundedText = (min: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(PART_TEXT_MAX));

export const partCreateSchema = z.strictObject({
  part_type: z.enum(PART_TYPES),
  internal_label: boundedText(1),
  serial_number: z.optional(boundedText(0)),
  manufacturer: z.optional(boundedText(0)),
  model: z.optional(boundedText(0)),
  /** Extension: the site the part lives at; required when the account has more than one active site. */
  site_id: z.optional(idSchema),
});
export type PartCreate = z.input<typeof partCreateSchema>;

export const partUpdateSchema = z.strictObject({
  internal_label: z.optional(boundedText(1)),
  serial_number: z.optional(boundedText(0)),
  manufacturer: z.optional(boundedText(0)),
  model: z.optional(boundedText(0)),
  /** Extension: moves the part to another active site of the account (409 while it is in an open order). */
  site_id: z.optional(idSchema),
});
export type PartUpdate = z.input<typeof partUpdateSchema>;
