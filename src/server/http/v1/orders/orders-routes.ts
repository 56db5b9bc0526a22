import { Hono } from 'hono';
import { orderCreateSchema, orderListQuerySchema, orderUpdateSchema } from '#contract/orders';
import { cancelOrder, rescheduleOrder } from '#server/domain/orders/change-order';
import { createOrder } from '#server/domain/orders/create-order';
import { toOrderListItem } from '#server/domain/orders/order-mappers';
import { getOrder, getOrderTimeline, listOrders } from '#server/domain/orders/order-queries';
import { pickupRulesOf } from '#server/domain/pickup-windows/pickup-rules';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requireScope } from '#server/http/middleware/auth/require-scope';
import { parseBody } from '#server/http/validation';
import { listMeta, parseListRequest } from '#server/http/v1/list-params';
import { windowProblemsOfUnparsedBody } from './order-body-checks';

/** /v1/orders: list, read, place, reschedule, cancel and the status timeline. */
export function ordersRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireScope('orders:read'), async (c) => {
    const request = parseListRequest(c, orderListQuerySchema, 'orders');
    const page = await listOrders(c.get('deps').db, c.get('caller').accountId, request.filters, request.page);
    return c.json({ data: page.items.map(toOrderListItem), meta: listMeta(c, page, request) });
  });

  routes.post('/', requireScope('orders:write'), async (c) => {
    const { db, now, config } = c.get('deps');
    const rules = pickupRulesOf(config);
    const input = await parseBody(c, orderCreateSchema, (raw) => windowProblemsOfUnparsedBody(db, rules, raw, now()));
    return c.json({ data: await createOrder(db, c.get('caller').accountId, input, now(), rules) }, 201);
  });

  routes.get('/:id', requireScope('orders:read'), async (c) => {
    const order = await getOrder(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
    if (!order) throw notFound('order');
    return c.json({ data: order });
  });

  // Extension: a new pickup window while the order is pending or scheduled.
  routes.patch('/:id', requireScope('orders:write'), async (c) => {
    const input = await parseBody(c, orderUpdateSchema);
    const { db, now, config } = c.get('deps');
    const order = await rescheduleOrder(db, c.get('caller').accountId, c.req.param('id'), input, now(), pickupRulesOf(config));
    return c.json({ data: order });
  });

  // Extension: idempotent; 409 once the parts have been picked up.
  routes.post('/:id/cancel', requireScope('orders:write'), async (c) => {
    const { db, now } = c.get('deps');
    return c.json({ data: await cancelOrder(db, c.get('caller').accountId, c.req.param('id'), now()) });
  });

  routes.get('/:id/timeline', requireScope('orders:read'), async (c) => {
    const timeline = await getOrderTimeline(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
    if (!timeline) throw notFound('order');
    return c.json({ data: timeline });
  });

  return routes;
}
