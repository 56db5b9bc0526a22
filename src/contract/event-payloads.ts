import * as z from 'zod/mini';
import { eventResource, eventSchema, type EventType } from './events';
import { invoiceSchema } from './invoices';
import { orderSchema } from './orders';
import { partTypeAliasSchema } from './part-type-aliases';
import { partSchema } from './parts';
import { pickupScheduleSchema } from './pickup-schedule-answers';
import { siteSchema } from './sites';
import { apiKeySchema } from './portal';
import { webhookEndpointSchema } from './webhooks';

type ResourceOf<T extends string> = T extends `${infer Resource}.${string}` ? Resource : never;
export type EventResource = ResourceOf<EventType>;

/**
 * What an event's `data.object` is, by the resource its type names: the resource as v1 reads it
 * right after the change (an API key as the portal lists it, never its secret).
 */
export const EVENT_OBJECT_SCHEMAS = {
  part: partSchema,
  order: orderSchema,
  invoice: invoiceSchema,
  api_key: apiKeySchema,
  webhook_endpoint: webhookEndpointSchema,
  part_type_alias: partTypeAliasSchema,
  site: siteSchema,
  pickup_schedule: pickupScheduleSchema,
} as const satisfies Record<EventResource, z.ZodMiniType>;

/** A deleted invoice's PDF is gone: its event carries no link. */
export const deletedInvoiceSchema = z.omit(invoiceSchema, { pdf_url: true });

/** The object of one event type (`webhook_endpoint.test` included: its object is the endpoint). */
function eventObjectSchema(type: `${EventResource}.${string}`): z.ZodMiniType {
  if (type === 'invoice.deleted') return deletedInvoiceSchema;
  return EVENT_OBJECT_SCHEMAS[eventResource(type) as EventResource];
}

/** The body of a delivery of one event type (and an item of GET /v1/events of that type). */
export function eventPayloadSchema(type: `${EventResource}.${string}`) {
  return z.object({
    ...eventSchema.shape,
    type: z.literal(type),
    data: z.object({ ...eventSchema.shape.data.shape, object: eventObjectSchema(type) }),
  });
}
