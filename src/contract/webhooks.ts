import * as z from 'zod/mini';
import { createdBySchema, idSchema, listEnvelope, pageQueryShape, recordEnvelope, timestampSchema } from './common';
import { EVENT_TYPES } from './events';

/** Subscribes an endpoint to every event type, including ones added later. */
export const ALL_EVENTS = '*' as const;

export const WEBHOOK_LIMITS = {
  endpointsPerAccount: 16,
  urlMax: 2048,
  descriptionMax: 200,
  /** A delivery log keeps at most this much of a receiver's answer. */
  responseExcerptBytes: 1024,
  /** A receiver has this long to answer, headers and body; later is a failure. */
  deliveryTimeoutMs: 10_000,
} as const;

/** Standard Webhooks signing secrets: `whsec_` and the key's bytes in base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

const SUBSCRIBABLE = [...EVENT_TYPES, ALL_EVENTS] as const;

const eventList = z.array(z.enum(SUBSCRIBABLE)).check(
  z.minLength(1),
  z.maxLength(SUBSCRIBABLE.length),
  z.refine((types) => !types.includes(ALL_EVENTS) || types.length === 1, {
    message: `events: "${ALL_EVENTS}" (every event) cannot be combined with single types.`,
  }),
);
const url = z.string().check(z.trim(), z.minLength(1), z.maxLength(WEBHOOK_LIMITS.urlMax));
const description = z.string().check(z.trim(), z.maxLength(WEBHOOK_LIMITS.descriptionMax));

export const webhookEndpointCreateSchema = z.strictObject({
  url,
  events: eventList,
  description: z.optional(description),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = z.strictObject({
  url: z.optional(url),
  events: z.optional(eventList),
  enabled: z.optional(z.boolean()),
  description: z.optional(description),
});

export const webhookHealthSchema = z.object({
  last_attempt_at: z.nullable(timestampSchema),
  last_status_code: z.nullable(z.int()),
  last_succeeded: z.nullable(z.boolean()),
  /** Attempts in the last 24 hours, and how many of them failed. */
  recent_attempts: z.int(),
  recent_failures: z.int(),
  /** The first failure since the last success (sandbox clock); null while healthy. */
  failing_since: z.nullable(timestampSchema),
});
export type WebhookHealth = z.infer<typeof webhookHealthSchema>;

export const webhookEndpointSchema = z.object({
  id: idSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** `failing` (disabled by the service after 3 days of failures) or `manual`; null while enabled. */
  disabled_reason: z.nullable(z.string()),
  /**
   * Extension: when the endpoint was last disabled (null if never). While disabled its events are
   * kept; once enabled again, POST …/recover sends what it missed since then.
   */
  disabled_at: z.optional(z.nullable(timestampSchema)),
  created_at: timestampSchema,
  /** After a roll, the old secret keeps signing beside the new one until then. */
  previous_secret_expires_at: z.nullable(timestampSchema),
  health: webhookHealthSchema,
  /** Extension: the member who created it, by their name then; null when an API key or the service did. */
  created_by: z.optional(z.nullable(createdBySchema)),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Returned once, on create and roll: the only time the signing secret is shown. */
export const webhookEndpointWithSecretSchema = z.object({ ...webhookEndpointSchema.shape, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListResponseSchema = listEnvelope(webhookEndpointSchema);
export const webhookEndpointResponseSchema = recordEnvelope(webhookEndpointSchema);
export const webhookEndpointWithSecretResponseSchema = recordEnvelope(webhookEndpointWithSecretSchema);
export const webhookEndpointListQuerySchema = z.object({ ...pageQueryShape });

/** Sends an endpoint the events of its types recorded since `since` that it was never sent (within the events kept). */
export const webhookRecoverSchema = z.strictObject({ since: timestampSchema });
export const webhookRecoverResponseSchema = recordEnvelope(
  z.object({ endpoint_id: idSchema, since: timestampSchema, queued: z.int() }),
);

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookAttemptSchema = z.object({
  attempted_at: timestampSchema,
  /** Null when no HTTP answer came (timeout, refused address, connection error). */
  status_code: z.nullable(z.int()),
  succeeded: z.boolean(),
  duration_ms: z.int(),
  /** At most the first kilobyte of the answer's body. */
  response_excerpt: z.string(),
  /** Why no answer was read, in words. */
  error: z.nullable(z.string()),
  /** When the next attempt is due (sandbox clock); null when none follows. */
  next_retry_at: z.nullable(timestampSchema),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: idSchema,
  /** The `webhook-id` header of every attempt: the event's id. */
  event_id: idSchema,
  event_type: z.string(),
  /** A test event: one attempt, never retried. */
  test: z.boolean(),
  status: z.string(),
  attempt_count: z.int(),
  next_attempt_at: z.nullable(timestampSchema),
  created_at: timestampSchema,
  /** The latest attempts, newest first. */
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListResponseSchema = listEnvelope(webhookDeliverySchema);
export const webhookDeliveryResponseSchema = recordEnvelope(webhookDeliverySchema);
export const webhookDeliveryListQuerySchema = z.object({ ...pageQueryShape, status: z.optional(z.enum(DELIVERY_STATUSES)) });

/** The retry schedule after each failed attempt: 8 attempts in all, then the delivery has failed. */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** "5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h": the waits between attempts, in words. */
export function retryScheduleText(): string {
  const words = RETRY_DELAYS_MS.map((ms) =>
    ms < 60_000 ? `${ms / 1000} s` : ms < 3_600_000 ? `${ms / 60_000} min` : `${ms / 3_600_000} h`,
  );
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** A receiver refuses a delivery whose webhook-timestamp is further than this from its clock (replayed). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
