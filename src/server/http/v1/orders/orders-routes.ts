import { Hono } from 'hono';
import {
  orderCancelSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderTimelineResponseSchema,
  orderUpdateSchema,
  PICKUP_RANGE_MAX_DAYS,
} from '#contract/orders';
import type { ErrorDetail } from '#contract/errors';
import { cancelOrder, rescheduleOrder } from '#server/domain/orders/change-order';
import { createOrder } from '#server/domain/orders/create-order';
import { toOrderListItem } from '#server/domain/orders/order-mappers';
import { getOrder, getOrderTimeline, listOrders } from '#server/domain/orders/order-queries';
import { orderProblems, rescheduleProblems } from '#server/domain/orders/order-problems';
import { pickupRulesOf } from '#server/domain/pickup-windows/pickup-rules';
import { ApiError, notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { makerOf } from '#server/http/middleware/auth/caller';
import { operation } from '#server/http/openapi/operation';
import { parseBody } from '#server/http/validation';
import { listMeta, parseListRequest } from '#server/http/v1/list-params';
import { checkSiteFilter } from '#server/http/v1/site-filter';
import { reachOf, requireReach } from '#server/http/v1/site-reach';

/** The offered-window rule of placing and rescheduling an order (docs/v1-decisions.md, "Pickup windows"). */
const OFFERED_WINDOW_NOTE =
  'Extension: the pickup window must equal a window offered by GET /v1/pickup-windows?site_id= (the order’s site) that is available. ' +
  'Otherwise 422 validation_failed with a detail on pickup_window_start whose code is in_past, too_far_ahead, ' +
  'holiday, outside_business_hours, site_closed (every day the window touches is closed at the site), ' +
  'outside_receiving_hours (not wholly inside one of the site’s receiving ranges, in the site’s time zone), too_soon or full, ' +
  'whose message names the nearest window the site can take, and whose nearest_window is that window ({start, end}) or null.';

/** Where an order picks up (docs/v1-decisions.md, "Order sites"). */
const ORDER_SITE_NOTE =
  'Extension (sites): an order picks up at one site, where every part of it is. site_id may be left out when all the parts are ' +
  'at one site (the order goes there); parts at several sites are refused with 422 validation_failed, a detail on part_ids with ' +
  'code parts_at_several_sites naming the sites (ids and names). A site_id given must be an active site of the account ' +
  '(detail on site_id, code not_found), and a part at another site has a detail on part_ids.<i> with code part_at_other_site. ' +
  'The order answers site_id and pickup_site ({id, name, address, contact, access_notes}), the site as it was when the order ' +
  'was placed: later edits of the site do not change it.';

const PURCHASE_ORDER_NOTE =
  "Extension: purchase_order, the customer's purchase-order reference (trimmed, at most 100 characters; empty or null is none), " +
  'is returned on the order and printed on its invoice.';

const MADE_BY_NOTE =
  'Extension: the timeline entry this writes, and the events it records (data.made_by), carry made_by ({kind: user | api_key, name}), the signed-in person or the API key that made it.';

const DAY_MS = 24 * 3_600_000;

/** The pickup range is both ends, in order, and no wider than PICKUP_RANGE_MAX_DAYS: every problem at once. */
function checkPickupRange({ pickup_from: from, pickup_to: to }: { pickup_from?: string; pickup_to?: string }): void {
  if (from === undefined && to === undefined) return;
  const problems: ErrorDetail[] = [];
  if (from === undefined)
    problems.push({ field: 'pickup_from', code: 'required', message: 'pickup_from is required with pickup_to.' });
  if (to === undefined)
    problems.push({ field: 'pickup_to', code: 'required', message: 'pickup_to is required with pickup_from.' });
  if (from !== undefined && to !== undefined) {
    const span = Date.parse(to) - Date.parse(from);
    if (span <= 0) problems.push({ field: 'pickup_to', code: 'invalid_value', message: 'pickup_to must be after pickup_from.' });
    else if (span > PICKUP_RANGE_MAX_DAYS * DAY_MS)
      problems.push({
        field: 'pickup_to',
        code: 'invalid_value',
        message: `pickup_from and pickup_to may be at most ${PICKUP_RANGE_MAX_DAYS} days apart.`,
      });
  }
  if (problems.length > 0) throw new ApiError('invalid_parameter', 'The pickup range is not valid; see details.', problems);
}

/** /v1/orders: list, read, place, reschedule, cancel and the status timeline. */
export function ordersRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    operation({
      operationId: 'listOrders',
      summary: 'List orders, newest first',
      scope: 'orders:read',
      query: orderListQuerySchema,
      success: { status: 200, schema: orderListResponseSchema },
      errors: [400],
      notes:
        'Extension: pickup_from and pickup_to (timestamps, together, at most ' +
        `${PICKUP_RANGE_MAX_DAYS} days apart) list the orders whose pickup window starts in [pickup_from, pickup_to), ` +
        'earliest first; 400 invalid_parameter otherwise. Each list item carries pickup_window_end and site_id.',
      paramText: {
        site_id:
          'Extension (sites): only the orders of these sites (1 to 20 site ids separated by commas), each site walked newest first on its own index and merged; combines with every other filter. An id that is no site of the account (archived sites are) is a 400 invalid_parameter.',
      },
    }),
    async (c) => {
      const request = parseListRequest(c, orderListQuerySchema, 'orders');
      checkPickupRange(request.filters);
      const { db } = c.get('deps');
      const accountId = c.get('caller').accountId;
      const siteId = await checkSiteFilter(db, accountId, request.filters.site_id, reachOf(c));
      const page = await listOrders(db, accountId, { ...request.filters, site_id: siteId }, request.page);
      return c.json({ data: page.items.map(toOrderListItem), meta: listMeta(c, page, request) });
    },
  );

  routes.post(
    '/',
    operation({
      operationId: 'createOrder',
      summary: 'Place a service order (pickup, sharpening, delivery)',
      scope: 'orders:write',
      body: orderCreateSchema,
      success: { status: 201, schema: orderResponseSchema },
      errors: [400, 409, 422],
      notes: `${ORDER_SITE_NOTE} ${OFFERED_WINDOW_NOTE} ${PURCHASE_ORDER_NOTE} ${MADE_BY_NOTE}`,
    }),
    async (c) => {
      const { db, now, config } = c.get('deps');
      const caller = c.get('caller');
      const accountId = caller.accountId;
      const rules = pickupRulesOf(config);
      const input = await parseBody(c, orderCreateSchema, {
        check: (fields) => orderProblems(db, accountId, fields, now(), rules, reachOf(c)),
        checkedByCommand: true,
      });
      return c.json({ data: await createOrder(db, accountId, input, now(), rules, 'api', makerOf(caller), reachOf(c)) }, 201);
    },
  );

  routes.get(
    '/:id',
    operation({
      operationId: 'getOrder',
      summary: 'Read an order with its parts and timeline',
      scope: 'orders:read',
      success: { status: 200, schema: orderResponseSchema },
      errors: [404],
    }),
    async (c) => {
      await requireReach(c, 'order', c.req.param('id'));
      const order = await getOrder(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
      if (!order) throw notFound('order');
      return c.json({ data: order });
    },
  );

  routes.patch(
    '/:id',
    operation({
      operationId: 'rescheduleOrder',
      summary: 'Extension: move the pickup window of a pending or scheduled order, or set its purchase-order reference',
      scope: 'orders:write',
      body: orderUpdateSchema,
      success: { status: 200, schema: orderResponseSchema },
      errors: [400, 404, 409, 422],
      notes:
        `Send a new window (both pickup_window_start and pickup_window_end), purchase_order, or both; an order that is no longer ` +
        `pending or scheduled is refused with 409 (order_already_picked_up or order_cancelled). ${OFFERED_WINDOW_NOTE} ` +
        `The order's own seat does not count against it, and the window must be one the order's site can take with its hours as they are now. A new window adds a rescheduled timeline entry with previous_window ` +
        `and window. ${PURCHASE_ORDER_NOTE} ${MADE_BY_NOTE}`,
    }),
    async (c) => {
      const { db, now, config } = c.get('deps');
      const caller = c.get('caller');
      const accountId = caller.accountId;
      const rules = pickupRulesOf(config);
      await requireReach(c, 'order', c.req.param('id'));
      const input = await parseBody(c, orderUpdateSchema, {
        check: (fields) => rescheduleProblems(db, accountId, c.req.param('id'), fields, now(), rules),
        checkedByCommand: true,
      });
      const order = await rescheduleOrder(db, accountId, c.req.param('id'), input, now(), rules, makerOf(caller));
      return c.json({ data: order });
    },
  );

  // 409 once the parts have been picked up.
  routes.post(
    '/:id/cancel',
    operation({
      operationId: 'cancelOrder',
      summary: 'Extension: cancel a pending or scheduled order (idempotent)',
      scope: 'orders:write',
      body: orderCancelSchema,
      bodyOptional: true,
      success: { status: 200, schema: orderResponseSchema },
      errors: [400, 404, 409, 422],
      notes: `The body may be left out; it takes no fields, and any field it names is refused with 422 unknown_field. ${MADE_BY_NOTE}`,
    }),
    async (c) => {
      await requireReach(c, 'order', c.req.param('id'));
      await parseBody(c, orderCancelSchema, { mayBeEmpty: true });
      const { db, now } = c.get('deps');
      const caller = c.get('caller');
      return c.json({ data: await cancelOrder(db, caller.accountId, c.req.param('id'), now(), makerOf(caller)) });
    },
  );

  routes.get(
    '/:id/timeline',
    operation({
      operationId: 'getOrderTimeline',
      summary: 'Status timeline of an order, oldest first',
      scope: 'orders:read',
      success: { status: 200, schema: orderTimelineResponseSchema },
      errors: [404],
    }),
    async (c) => {
      await requireReach(c, 'order', c.req.param('id'));
      const timeline = await getOrderTimeline(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
      if (!timeline) throw notFound('order');
      return c.json({ data: timeline });
    },
  );

  return routes;
}
