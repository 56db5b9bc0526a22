import { Hono, type Context } from 'hono';
import {
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
} from '#contract/webhooks';
import { queueTestEvent, resendDelivery, TEST_EVENT_TYPE } from '#server/domain/webhooks/delivery-commands';
import { findDelivery, listDeliveries } from '#server/domain/webhooks/delivery-log';
import { deliveryClock } from '#server/domain/webhooks/delivery-worker';
import { getEndpoint } from '#server/domain/webhooks/endpoint-queries';
import { ApiError, notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { listMeta, parseListRequest } from './list-params';

async function endpointOf(c: Context<AppEnv>) {
  const { db, now } = c.get('deps');
  const endpoint = await getEndpoint(db, c.get('caller').accountId, c.req.param('id') ?? '', now());
  if (!endpoint) throw notFound('webhook endpoint');
  return endpoint;
}

const refuseDisabled = (endpoint: { enabled: boolean; url: string }) => {
  if (!endpoint.enabled) {
    throw new ApiError('webhook_endpoint_disabled', `The endpoint for ${endpoint.url} is disabled; enable it first.`);
  }
};

/** An endpoint's delivery log, a test event, and resending one delivery. */
export function webhookDeliveriesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(
    '/:id/test',
    operation({
      operationId: 'sendWebhookTestEvent',
      summary: `Extension: send the endpoint a test event (${TEST_EVENT_TYPE}), attempted once and logged like any delivery`,
      scope: 'webhooks:write',
      success: { status: 201, schema: webhookDeliveryResponseSchema },
      errors: [404, 409],
    }),
    async (c) => {
      const endpoint = await endpointOf(c);
      refuseDisabled(endpoint);
      const { db } = c.get('deps');
      return c.json({ data: await queueTestEvent(db, endpoint, c.get('caller').accountId, deliveryClock(c.get('deps'))) }, 201);
    },
  );

  routes.get(
    '/:id/deliveries',
    operation({
      operationId: 'listWebhookDeliveries',
      summary: 'Extension: the endpoint’s delivery log, newest first, each with its latest attempts',
      scope: 'webhooks:read',
      query: webhookDeliveryListQuerySchema,
      paramText: { status: 'pending (retries to come), succeeded or failed (every attempt spent).' },
      success: { status: 200, schema: webhookDeliveryListResponseSchema },
      errors: [400, 404],
    }),
    async (c) => {
      const endpoint = await endpointOf(c);
      const request = parseListRequest(c, webhookDeliveryListQuerySchema, `webhook_deliveries:${endpoint.id}`);
      const page = await listDeliveries(c.get('deps').db, endpoint.id, request.filters, request.page);
      return c.json({ data: page.items, meta: listMeta(c, page, request) });
    },
  );

  routes.post(
    '/:id/deliveries/:delivery_id/resend',
    operation({
      operationId: 'resendWebhookDelivery',
      summary: 'Extension: one more attempt of a delivery now, with the same webhook-id',
      scope: 'webhooks:write',
      success: { status: 200, schema: webhookDeliveryResponseSchema },
      errors: [404, 409],
    }),
    async (c) => {
      const endpoint = await endpointOf(c);
      const { db } = c.get('deps');
      const delivery = await findDelivery(db, endpoint.id, c.req.param('delivery_id'));
      if (!delivery) throw notFound('delivery');
      refuseDisabled(endpoint);
      return c.json({ data: await resendDelivery(db, delivery.id, deliveryClock(c.get('deps'))) });
    },
  );

  return routes;
}
