import { Hono } from 'hono';
import { eventListQuerySchema, eventListResponseSchema, eventResponseSchema } from '#contract/events';
import { toEvent } from '#server/domain/webhooks/event-payload';
import { findEvent, listEvents } from '#server/domain/events/event-queries';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { listMeta, parseListRequest } from './list-params';

const EVENTS_NOTE =
  'Extension: every change to parts, orders, invoices, API keys, webhook endpoints, part type aliases, sites and pickup schedules, ' +
  'recorded in the same transaction as the change ' +
  '(no change without its event, no event without its change). data.object is the resource as v1 returns it right ' +
  'after the change, data.previous the changed fields before it. Kept at least 30 days.';

/** /v1/events: the account's changes, newest first, and one event by id. */
export function eventsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listEvents',
      summary: 'Extension: list events, newest first',
      scope: 'events:read',
      query: eventListQuerySchema,
      paramText: {
        type: 'One event type, or several separated by commas (e.g. order.status_changed,invoice.status_changed).',
        object_id: 'Only events about this object (a part, order, invoice or API key id).',
      },
      success: { status: 200, schema: eventListResponseSchema },
      errors: [400],
      notes: EVENTS_NOTE,
    }),
    async (c) => {
      const { db, config } = c.get('deps');
      const request = parseListRequest(c, eventListQuerySchema, 'events');
      const page = await listEvents(db, c.get('caller').accountId, request.filters, request.page);
      return c.json({ data: page.items.map((row) => toEvent(row, config)), meta: listMeta(c, page, request) });
    },
  );

  routes.get(
    '/:id',
    operation({
      operationId: 'getEvent',
      summary: 'Extension: read an event',
      scope: 'events:read',
      success: { status: 200, schema: eventResponseSchema },
      errors: [404],
    }),
    async (c) => {
      const { db, config } = c.get('deps');
      const row = await findEvent(db, c.get('caller').accountId, c.req.param('id'));
      if (!row) throw notFound('event');
      return c.json({ data: toEvent(row, config) });
    },
  );

  return routes;
}
