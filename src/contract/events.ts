import * as z from 'zod/mini';
import { dateSchema, idSchema, listEnvelope, pageQueryShape, recordEnvelope, timestampSchema } from './common';
import { madeBySchema } from './orders';

/**
 * Extension: every change an account cares about, as an event (the v1 spec shows none). Clients
 * must accept types outside this list: another server, or a later one, may add its own.
 */
export const EVENT_TYPES = [
  'part.created',
  'part.updated',
  'part.retired',
  'part.due',
  'order.created',
  'order.status_changed',
  'order.rescheduled',
  'order.updated',
  'order.cancelled',
  'order.deleted',
  'invoice.created',
  'invoice.status_changed',
  'invoice.deleted',
  'api_key.created',
  'api_key.rolled',
  'api_key.revoked',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.secret_rolled',
  'webhook_endpoint.disabled',
  'webhook_endpoint.deleted',
  'part_type_alias.saved',
  'part_type_alias.deleted',
  'site.created',
  'site.updated',
  'site.archived',
  'part.moved',
  'pickup_schedule.created',
  'pickup_schedule.updated',
  'pickup_schedule.deleted',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The resource an event type is about: the text before its dot. */
export function eventResource(type: string): string {
  return type.split('.')[0] ?? type;
}

/** Types grouped by resource, in EVENT_TYPES order (the webhook form's groups). */
export const EVENT_GROUPS: readonly { resource: string; types: readonly EventType[] }[] = [
  ...new Set(EVENT_TYPES.map(eventResource)),
].map((resource) => ({ resource, types: EVENT_TYPES.filter((type) => eventResource(type) === resource) }));

export const eventSchema = z.object({
  id: idSchema,
  type: z.string(),
  /** When the event was recorded: the list's order, later than every event recorded before it. */
  created_at: timestampSchema,
  /** Extension: when the change happened (on the sandbox clock); absent from servers without it. */
  occurred_at: z.optional(timestampSchema),
  data: z.object({
    /** The resource as v1 (or, for API keys, the portal) returns it, as it was right after the change. */
    object: z.looseObject({ id: idSchema }),
    /** The changed fields' values before the change; absent when nothing existed before. */
    previous: z.optional(z.record(z.string(), z.unknown())),
    /** Who made an order change: api, ops or driver (the timeline's actors). */
    actor: z.optional(z.string()),
    /**
     * Extension: who of the account made the change through the API or the portal, as the order
     * timeline names them (`kind` user or api_key, and the name); absent for the service's own changes.
     */
    made_by: z.optional(madeBySchema),
  }),
});
export type WebhookEvent = z.infer<typeof eventSchema>;

export const eventListResponseSchema = listEnvelope(eventSchema);
export const eventResponseSchema = recordEnvelope(eventSchema);

const TYPE_NAME = EVENT_TYPES.map((type) => type.replace('.', '\\.')).join('|');
const TYPE_LIST = new RegExp(`^(${TYPE_NAME})(,(${TYPE_NAME}))*$`);

export const eventListQuerySchema = z.object({
  ...pageQueryShape,
  type: z.optional(
    z.string().check(z.regex(TYPE_LIST, `type must be one or more of ${EVENT_TYPES.join(', ')}, separated by commas.`)),
  ),
  from: z.optional(dateSchema),
  to: z.optional(dateSchema),
  object_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

/** Events are kept at least this long, then pruned. */
export const EVENT_RETENTION_DAYS = 30;
