import { Hono, type Context } from 'hono';
import {
  webhookEndpointCreateSchema,
  webhookEndpointListQuerySchema,
  webhookEndpointListResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretResponseSchema,
  webhookRecoverResponseSchema,
  webhookRecoverSchema,
} from '#contract/webhooks';
import { deliveryClock } from '#server/domain/webhooks/delivery-worker';
import { recoverEndpoint } from '#server/domain/webhooks/endpoint-recovery';
import {
  createEndpoint,
  deleteEndpoint,
  rollEndpointSecret,
  updateEndpoint,
  type EndpointContext,
} from '#server/domain/webhooks/endpoint-commands';
import { getEndpoint, listEndpoints, withHealth } from '#server/domain/webhooks/endpoint-queries';
import { resolveWithDns } from '#server/domain/webhooks/host-lookup';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { auditSourceOf } from '#server/http/audit-source';
import { makerOf } from '#server/http/middleware/auth/caller';
import { operation } from '#server/http/openapi/operation';
import { parseBody } from '#server/http/validation';
import { listMeta, parseListRequest } from './list-params';
import { webhookDeliveriesRoutes } from './webhook-deliveries-routes';

const URL_NOTE =
  'url: https, or plain http to a loopback address where the server allows loopback (WEBHOOK_ALLOW_LOOPBACK). Private, ' +
  'loopback, link-local and reserved addresses (IPv4 and IPv6) are refused with 422 (detail code refused_address, whose ' +
  'message says to use a public URL, or a tunnel to a receiver on a private network), ' +
  'and checked again on the resolved address of every delivery. At most 16 endpoints per account (detail code too_many); ' +
  'a URL the account already has is 422 duplicate.';

function endpointContext(c: Context<AppEnv>): EndpointContext {
  const { config, now, resolveHost } = c.get('deps');
  return {
    rules: { allowLoopback: config.webhookAllowLoopback ?? false, resolveHost: resolveHost ?? resolveWithDns },
    sessionSecret: config.sessionSecret,
    now: now(),
    maker: makerOf(c.get('caller')),
    audit: auditSourceOf(c),
  };
}

/** /v1/webhook_endpoints: where the account's events are delivered, signed per Standard Webhooks. */
export function webhookEndpointsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listWebhookEndpoints',
      summary: 'Extension: list webhook endpoints with their health, newest first',
      scope: 'webhooks:read',
      query: webhookEndpointListQuerySchema,
      success: { status: 200, schema: webhookEndpointListResponseSchema },
      errors: [400],
    }),
    async (c) => {
      const request = parseListRequest(c, webhookEndpointListQuerySchema, 'webhook_endpoints');
      const { db, now } = c.get('deps');
      const page = await listEndpoints(db, c.get('caller').accountId, request.page, now());
      return c.json({ data: page.items, meta: listMeta(c, page, request) });
    },
  );

  routes.post(
    '/',
    operation({
      operationId: 'createWebhookEndpoint',
      summary: 'Extension: add a webhook endpoint; the answer holds its signing secret, shown only here',
      scope: 'webhooks:write',
      body: webhookEndpointCreateSchema,
      success: { status: 201, schema: webhookEndpointWithSecretResponseSchema },
      errors: [400, 422],
      notes: `${URL_NOTE} events: event types, or ["*"] for every type.`,
    }),
    async (c) => {
      const input = await parseBody(c, webhookEndpointCreateSchema);
      const context = endpointContext(c);
      const { db } = c.get('deps');
      const { row, secret } = await createEndpoint(db, c.get('caller').accountId, input, context);
      const [endpoint] = await withHealth(db, [row], context.now);
      return c.json({ data: { ...endpoint!, secret } }, 201);
    },
  );

  routes.get(
    '/:id',
    operation({
      operationId: 'getWebhookEndpoint',
      summary: 'Extension: read a webhook endpoint with its health',
      scope: 'webhooks:read',
      success: { status: 200, schema: webhookEndpointResponseSchema },
      errors: [404],
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const endpoint = await getEndpoint(db, c.get('caller').accountId, c.req.param('id'), now());
      if (!endpoint) throw notFound('webhook endpoint');
      return c.json({ data: endpoint });
    },
  );

  routes.patch(
    '/:id',
    operation({
      operationId: 'updateWebhookEndpoint',
      summary: 'Extension: change a webhook endpoint’s url, events, description, or enable or disable it',
      scope: 'webhooks:write',
      body: webhookEndpointUpdateSchema,
      success: { status: 200, schema: webhookEndpointResponseSchema },
      errors: [400, 404, 422],
      notes: `${URL_NOTE} Enabling an endpoint the service disabled starts its record afresh.`,
    }),
    async (c) => {
      const changes = await parseBody(c, webhookEndpointUpdateSchema);
      const context = endpointContext(c);
      const { db } = c.get('deps');
      const row = await updateEndpoint(db, c.get('caller').accountId, c.req.param('id'), changes, context);
      return c.json({ data: (await withHealth(db, [row], context.now))[0]! });
    },
  );

  routes.delete(
    '/:id',
    operation({
      operationId: 'deleteWebhookEndpoint',
      summary: 'Extension: delete a webhook endpoint with its delivery log; answers it as it was',
      scope: 'webhooks:write',
      success: { status: 200, schema: webhookEndpointResponseSchema },
      errors: [404],
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      const endpoint = await getEndpoint(db, caller.accountId, c.req.param('id'), now());
      const deleted =
        endpoint && (await deleteEndpoint(db, caller.accountId, endpoint.id, now(), makerOf(caller), auditSourceOf(c)));
      if (!endpoint || !deleted) throw notFound('webhook endpoint');
      return c.json({ data: endpoint });
    },
  );

  routes.post(
    '/:id/roll_secret',
    operation({
      operationId: 'rollWebhookEndpointSecret',
      summary: 'Extension: a new signing secret, shown only here; the old one keeps signing beside it for 24 hours',
      scope: 'webhooks:write',
      success: { status: 200, schema: webhookEndpointWithSecretResponseSchema },
      errors: [404],
    }),
    async (c) => {
      const { db } = c.get('deps');
      const context = endpointContext(c);
      const rolled = await rollEndpointSecret(db, c.get('caller').accountId, c.req.param('id'), context);
      if (!rolled) throw notFound('webhook endpoint');
      const [endpoint] = await withHealth(db, [rolled.row], context.now);
      return c.json({ data: { ...endpoint!, secret: rolled.secret } });
    },
  );

  routes.post(
    '/:id/recover',
    operation({
      operationId: 'recoverWebhookEndpoint',
      summary: 'Extension: send an endpoint the events of its types recorded since a time that it was never sent',
      scope: 'webhooks:write',
      body: webhookRecoverSchema,
      success: { status: 200, schema: webhookRecoverResponseSchema },
      errors: [400, 404, 409, 422],
      notes:
        'For an endpoint enabled again after it was disabled (disabled_at): its events were kept meanwhile. since: within the ' +
        '30 days events are kept (422 out_of_range otherwise). Events it was already sent are not sent again. 409 ' +
        'webhook_endpoint_disabled while it is disabled.',
    }),
    async (c) => {
      const input = await parseBody(c, webhookRecoverSchema);
      const { db } = c.get('deps');
      const id = c.req.param('id');
      const since = new Date(input.since);
      const queued = await recoverEndpoint(db, c.get('caller').accountId, id, since, deliveryClock(c.get('deps')));
      return c.json({ data: { endpoint_id: id, since: since.toISOString(), queued } });
    },
  );

  routes.route('/', webhookDeliveriesRoutes());
  return routes;
}
