import * as z from 'zod/mini';
import { timestampSchema } from './base-schemas';

/**
 * Every error code the sandbox service can answer with. Clients must still
 * accept codes outside this list (another v1 server may add its own).
 */
export const ERROR_CODES = {
  invalid_parameter: 400,
  invalid_cursor: 400,
  invalid_json: 400,
  invalid_idempotency_key: 400,
  /** Not valid HTTP/1.1 (answered before routing). */
  malformed_request: 400,
  unauthenticated: 401,
  insufficient_scope: 403,
  plan_not_eligible: 403,
  csrf_failed: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_key_in_use: 409,
  /** POST /sandbox/orders/:id/advance on an order with no next step. */
  order_already_completed: 409,
  /** POST /v1/parts/:id/retire while the part is in an open order. */
  part_in_open_order: 409,
  /** Extension: POST /v1/sites/:id/archive while parts of the site are in open orders (each named in details). */
  site_has_open_orders: 409,
  /** Headers not in within 10 s, or the whole request not within 30 s. */
  request_timeout: 408,
  /** Cancel or reschedule once the parts have been picked up. */
  order_already_picked_up: 409,
  /** Reschedule or advance a cancelled order. */
  order_cancelled: 409,
  /** Send a test event or resend a delivery to a disabled webhook endpoint. */
  webhook_endpoint_disabled: 409,
  /** Demoting or removing the account's last owner. */
  last_owner: 409,
  /** An invitation link that expired, was revoked or was used already. */
  invitation_expired: 410,
  invitation_revoked: 410,
  invitation_used: 410,
  /** A password reset link that expired or was used already (or a newer link replaced it). */
  password_reset_expired: 410,
  password_reset_used: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  /** Request line and headers over 16 KB. */
  headers_too_large: 431,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** Codes used in `error.details[].code` for field-level problems. */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'invalid_value',
  'invalid_characters',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'unknown_field',
  'unknown_parameter',
  'not_found',
  'duplicate',
  'duplicate_serial',
  'not_orderable',
  'already_in_open_order',
  'in_past',
  'too_far_ahead',
  'end_before_start',
  'window_too_short',
  'outside_business_hours',
  'holiday',
  'too_soon',
  'full',
  'not_https',
  'refused_address',
  'too_many',
  'overlapping',
  'in_open_order',
  'site_closed',
  'outside_receiving_hours',
  'parts_at_several_sites',
  'part_at_other_site',
  'already_member',
  'not_an_occurrence',
  'already_decided',
] as const;
/** @public The vocabulary of detail codes, for clients that switch on them. */
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const errorDetailSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
  /** Extension, on a refused pickup window: the nearest window that can be chosen now (null when none). */
  nearest_window: z.optional(z.nullable(z.object({ start: timestampSchema, end: timestampSchema }))),
  /** Extension, in a batch's answer: the index of the row the problem belongs to (0 = the first). */
  row: z.optional(z.int()),
  /** Extension, on duplicate_serial: the part of the account that already has the serial number. */
  existing_part: z.optional(z.object({ id: z.string(), internal_label: z.string() })),
  /** Extension, on site_has_open_orders: the open order the detail is about. */
  order: z.optional(z.object({ id: z.string(), order_number: z.string() })),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    status: z.int(),
    /**
     * At most the first 20 problems; `details_total` counts them all when there were more. A batch
     * (POST /v1/parts/batch) lists every problem of every row instead.
     */
    details: z.optional(z.array(errorDetailSchema)),
    details_total: z.optional(z.int()),
    /** Which scope was missing, on 403 insufficient_scope. */
    required_scope: z.optional(z.string()),
    /** Which limit was hit on 429: `minute` or `day`. */
    limit: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
