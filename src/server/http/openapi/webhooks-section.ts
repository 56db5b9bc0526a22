import type * as z from 'zod/mini';
import { deletedInvoiceSchema, EVENT_OBJECT_SCHEMAS, eventPayloadSchema, type EventResource } from '#contract/event-payloads';
import { EVENT_RETENTION_DAYS, EVENT_TYPES, type EventType } from '#contract/events';
import {
  MAX_ATTEMPTS,
  retryScheduleText,
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_LIMITS,
  WEBHOOK_SECRET_PREFIX,
} from '#contract/webhooks';
import { TEST_EVENT_TYPE } from '#server/domain/webhooks/delivery-commands';
import { componentSchemas, type JsonSchema } from './json-schema';

type DeliveredType = EventType | typeof TEST_EVENT_TYPE;

/** What records each type (docs/v1-decisions.md, "Events and webhooks"). */
const RECORDED_WHEN: Record<DeliveredType, string> = {
  'part.created': 'A part was registered: POST /v1/parts, or one per part of POST /v1/parts/batch.',
  'part.updated':
    'A part changed: PATCH /v1/parts/{id} changed a descriptive field, or an order step moved it (placed, picked up, at the service center, on its way back, delivered, back with its owner, freed by a cancellation). `previous` holds what changed; `actor` who moved it.',
  'part.retired': 'A part was retired: POST /v1/parts/{id}/retire.',
  'part.due': 'A part’s wear reached the level at which it is due for sharpening (once per cycle).',
  'order.created': 'An order was placed: POST /v1/orders.',
  'order.status_changed': 'An order moved one step of its lifecycle (`actor`: ops or driver; `previous.status` the step before).',
  'order.rescheduled': 'An order’s pickup window moved: PATCH /v1/orders/{id}.',
  'order.updated': 'An order’s purchase-order reference changed: PATCH /v1/orders/{id}.',
  'order.cancelled': 'An order was cancelled: POST /v1/orders/{id}/cancel.',
  'order.deleted': 'The sandbox pruned an old closed order; the object is the order as it was last.',
  'invoice.created': 'An order completed and its invoice was issued (status draft).',
  'invoice.status_changed': 'An invoice was sent, paid, or became overdue.',
  'invoice.deleted': 'The sandbox pruned an invoice with its order; its PDF is gone, so the object has no pdf_url.',
  'api_key.created': 'An API key was created in the portal.',
  'api_key.rolled': 'An API key was rolled in the portal; the object is the old key with the expiry the roll gave it.',
  'api_key.revoked': 'An API key was revoked in the portal.',
  'webhook_endpoint.created': 'A webhook endpoint was added (never sent to that endpoint itself).',
  'webhook_endpoint.updated': 'A webhook endpoint’s url, events, description or enabled changed.',
  'webhook_endpoint.secret_rolled': 'A webhook endpoint’s signing secret was rolled.',
  'webhook_endpoint.disabled':
    'The service disabled a webhook endpoint after 3 days of failed deliveries (never sent to that endpoint itself).',
  'webhook_endpoint.deleted': 'A webhook endpoint was deleted.',
  'part_type_alias.saved':
    'A part type alias was created, or its part type or spelling changed: PUT /v1/part_type_aliases. `previous` holds what changed; a save that changes nothing records none.',
  'part_type_alias.deleted':
    'A part type alias was deleted: DELETE /v1/part_type_aliases/{id}. The object is the alias as it was.',
  'site.created': 'A site was added: POST /v1/sites.',
  'site.updated':
    'A site’s name, address, time zone, receiving hours, closed dates, contact or access notes changed: PATCH /v1/sites/{id}. `previous` holds what changed; a PATCH that changes nothing records none.',
  'site.archived':
    'A site was archived: POST /v1/sites/{id}/archive, after its parts moved (each with its part.moved event). `previous.status` is active.',
  'part.moved':
    'A part moved to another site: PATCH /v1/parts/{id} with site_id, or the archive of its site. `previous.site_id` is the site it left; the move is also an entry of its history (service_type moved).',
  'pickup_schedule.created': 'A pickup schedule was made: POST /v1/pickup-schedules.',
  'pickup_schedule.updated':
    'A pickup schedule’s rule, window preference, lead days, parts, instructions, status, resume date or skipped dates changed: PATCH /v1/pickup-schedules/{id}, or its pause, resume, skip or unskip. `previous` holds what changed; a change that changes nothing records none.',
  'pickup_schedule.deleted':
    'A pickup schedule was deleted: DELETE /v1/pickup-schedules/{id}. The object is the schedule as it was; the orders it placed stay.',
  [TEST_EVENT_TYPE]:
    'Sent only by POST /v1/webhook_endpoints/{id}/test, to that endpoint, tried once; never listed among the account’s events. The object is the endpoint.',
};

const OBJECT_NAMES: Record<EventResource, string> = {
  part: 'Part',
  order: 'Order',
  invoice: 'Invoice',
  api_key: 'ApiKey',
  webhook_endpoint: 'WebhookEndpoint',
  part_type_alias: 'PartTypeAlias',
  site: 'Site',
  pickup_schedule: 'PickupSchedule',
};

const SECONDS = WEBHOOK_LIMITS.deliveryTimeoutMs / 1000;

/** The signature scheme, for the document's description. */
export const SIGNATURE_SCHEME =
  'Webhooks: each event is POSTed as JSON to the account’s endpoints that subscribe to its type, signed per Standard Webhooks ' +
  '(https://www.standardwebhooks.com/; the `standardwebhooks` libraries verify it). `webhook-signature` holds `v1,` and the ' +
  'base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the bytes of the endpoint’s secret ' +
  `(the base64 after \`${WEBHOOK_SECRET_PREFIX}\`); after a roll, one signature per secret for 24 hours, separated by a space. ` +
  `Refuse a delivery whose timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes from your clock. ` +
  'Delivery is at least once and unordered: deduplicate by webhook-id, and keep the newest created_at per object. ' +
  'The `webhooks` section describes every event type and its payload.';

const header = (name: string, description: string, schema: JsonSchema, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema,
  example,
});

const HEADERS = [
  header(
    'webhook-id',
    'The event’s id, the same on every attempt of it (and the body’s `id`): handle each once.',
    { type: 'string', minLength: 1 },
    'evt_0mhx2c4k8000a1b2c3d4e',
  ),
  header(
    'webhook-timestamp',
    `When this attempt was sent, in Unix seconds. Refuse a delivery more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes from your clock (a replay).`,
    { type: 'string', pattern: '^[0-9]+$' },
    '1795248000',
  ),
  header(
    'webhook-signature',
    'One or more signatures separated by spaces, each `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` ' +
      `(the body exactly as received), keyed with the bytes of the endpoint’s signing secret (the base64 after \`${WEBHOOK_SECRET_PREFIX}\`). ` +
      'One per secret: two for 24 hours after the secret is rolled. Accept the delivery when any of them matches, compared in constant time.',
    { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

const RESPONSES = {
  '2XX': {
    description: `Delivered. Answer any 2xx within ${SECONDS} seconds; the body is ignored (its first ${WEBHOOK_LIMITS.responseExcerptBytes} bytes show in the delivery log).`,
  },
  '4XX': {
    description:
      `Not delivered, as is any other answer, a redirect (never followed), or no answer within ${SECONDS} seconds: tried again after ` +
      `${retryScheduleText()} (${MAX_ATTEMPTS} attempts), then the delivery has failed. An endpoint failing for 3 days without a ` +
      'success is disabled. A receiver that cannot verify the signature answers 400 or 401.',
  },
};

/** What each field of an event says, beyond its type. */
const ENVELOPE_TEXT: Record<string, string> = {
  id: 'The event’s id: the webhook-id header. Deliveries may repeat: handle each id once.',
  type: 'The event type. Receivers must accept types they do not know: later servers add some.',
  created_at: 'When the event was recorded: an account’s events are dated in the order they commit.',
  occurred_at:
    'Extension: when the change happened (the sandbox clock); earlier than created_at for a step the simulator made late.',
};
const DATA_TEXT: Record<string, string> = {
  object: 'The resource as v1 returns it right after the change (an API key as the portal lists it, never its secret).',
  previous: 'The changed fields’ values before the change; absent where nothing existed before.',
  actor: 'Who moved an order or its parts: api (the customer), ops or driver, as on the order timeline.',
  made_by:
    'Extension: who of the account made the change through the API or the portal, as the order timeline names them: kind user (a signed-in person) or api_key, and the name. Absent for the service’s own changes.',
};

const pascal = (type: string) =>
  type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const eventComponent = (type: DeliveredType) => `${pascal(type)}Event`;

function describeEnvelope(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  for (const [name, text] of Object.entries(ENVELOPE_TEXT)) properties[name] = { ...properties[name], description: text };
  const data = properties.data as JsonSchema & { properties: Record<string, JsonSchema> };
  for (const [name, text] of Object.entries(DATA_TEXT)) data.properties[name] = { ...data.properties[name], description: text };
  return schema;
}

function webhookOperation(type: DeliveredType) {
  return {
    post: {
      operationId: `${pascal(type).charAt(0).toLowerCase()}${pascal(type).slice(1)}Webhook`,
      summary: type,
      description: `${RECORDED_WHEN[type]} Signed per Standard Webhooks (the headers below).`,
      security: [],
      parameters: HEADERS,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${eventComponent(type)}` } } },
      },
      responses: RESPONSES,
    },
  };
}

/**
 * OpenAPI 3.1's `webhooks`: what the service POSTs to an endpoint, one entry per event type (and the
 * test event), each body the event with `data.object` the resource's schema; and the components
 * they refer to, generated from the contract.
 */
export function webhooksSection(): { webhooks: Record<string, unknown>; schemas: Record<string, JsonSchema> } {
  const types: DeliveredType[] = [...EVENT_TYPES, TEST_EVENT_TYPE];
  const objects: Record<string, z.ZodMiniType> = {
    ...Object.fromEntries(
      (Object.keys(OBJECT_NAMES) as EventResource[]).map((resource) => [OBJECT_NAMES[resource], EVENT_OBJECT_SCHEMAS[resource]]),
    ),
    DeletedInvoice: deletedInvoiceSchema,
  };
  const payloads = Object.fromEntries(types.map((type) => [eventComponent(type), eventPayloadSchema(type)]));
  const schemas = componentSchemas({ ...objects, ...payloads }, 'output');
  for (const type of types) describeEnvelope(schemas[eventComponent(type)]!);
  for (const name of ['Invoice', 'DeletedInvoice']) {
    const pdfUrl = (schemas[name]!.properties as Record<string, JsonSchema>).pdf_url;
    if (pdfUrl) {
      pdfUrl.description = `Signed link to the PDF, signed for the event: the same on every delivery of it, valid until the event is pruned (${EVENT_RETENTION_DAYS} days and an hour after it was recorded).`;
    }
  }
  return { webhooks: Object.fromEntries(types.map((type) => [type, webhookOperation(type)])), schemas };
}
