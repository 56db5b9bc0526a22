import type * as z from 'zod/mini';
import { invoiceListQuerySchema, invoiceListResponseSchema, invoiceResponseSchema } from '#contract/invoices';
import {
  orderCreateSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderTimelineResponseSchema,
  orderUpdateSchema,
} from '#contract/orders';
import {
  partCreateSchema,
  partHistoryResponseSchema,
  partListQuerySchema,
  partListResponseSchema,
  partResponseSchema,
  partUpdateSchema,
} from '#contract/parts';
import { pickupWindowListResponseSchema, pickupWindowQuerySchema } from '#contract/pickup-windows';
import type { Scope } from '#contract/scopes';

/** One documented operation; `path` uses OpenAPI's `{id}` form. */
export interface Operation {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  /** Unique, camelCase: the method name a generated client gets. */
  operationId: string;
  summary: string;
  scope: Scope;
  query?: z.ZodMiniObject;
  /** What a query parameter means here, when not what PARAM_TEXT says for lists. */
  paramText?: Record<string, string>;
  body?: z.ZodMiniType;
  success: { status: 200 | 201; schema: z.ZodMiniType };
  /**
   * Error statuses this operation's own logic answers. The ones every call can
   * answer (400, 401, 403, 429, 500; 404 with an id in the path; idempotency's
   * 400/409/422 on POST; 413/415/422 with a body) are added by openapi.ts.
   */
  errors: number[];
  sandboxOnly?: boolean;
  /** What the operation does beyond its schemas, added to the description. */
  notes?: string;
}

/** The offered-window rule of placing and rescheduling an order (docs/v1-decisions.md, "Pickup windows"). */
const OFFERED_WINDOW_NOTE =
  'Extension: the pickup window must equal a window offered by GET /v1/pickup-windows that is available. ' +
  'Otherwise 422 validation_failed with a detail on pickup_window_start whose code is in_past, too_far_ahead, ' +
  'holiday, outside_business_hours, too_soon or full, whose message names the nearest available window in the ' +
  'service time zone, and whose nearest_window is that window ({start, end}) or null.';

export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/v1/parts',
    operationId: 'listParts',
    summary: 'List parts: newest first, or by wear, forecast or last service; searchable',
    scope: 'parts:read',
    query: partListQuerySchema,
    success: { status: 200, schema: partListResponseSchema },
    errors: [400],
  },
  {
    method: 'post',
    path: '/v1/parts',
    operationId: 'createPart',
    summary: 'Register a part',
    scope: 'parts:write',
    body: partCreateSchema,
    success: { status: 201, schema: partResponseSchema },
    errors: [400, 409, 422],
  },
  {
    method: 'get',
    path: '/v1/parts/{id}',
    operationId: 'getPart',
    summary: 'Read a part with its service history',
    scope: 'parts:read',
    success: { status: 200, schema: partResponseSchema },
    errors: [404],
  },
  {
    method: 'patch',
    path: '/v1/parts/{id}',
    operationId: 'updatePart',
    summary: 'Update the descriptive fields of a part',
    scope: 'parts:write',
    body: partUpdateSchema,
    success: { status: 200, schema: partResponseSchema },
    errors: [400, 404, 422],
  },
  {
    method: 'post',
    path: '/v1/parts/{id}/retire',
    operationId: 'retirePart',
    summary: 'Retire a part for good (409 while it is in an open order)',
    scope: 'parts:write',
    success: { status: 200, schema: partResponseSchema },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/v1/parts/{id}/history',
    operationId: 'listPartHistory',
    summary: 'Service history of a part, oldest first',
    scope: 'parts:read',
    success: { status: 200, schema: partHistoryResponseSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/orders',
    operationId: 'listOrders',
    summary: 'List orders, newest first',
    scope: 'orders:read',
    query: orderListQuerySchema,
    success: { status: 200, schema: orderListResponseSchema },
    errors: [400],
  },
  {
    method: 'post',
    path: '/v1/orders',
    operationId: 'createOrder',
    summary: 'Place a service order (pickup, sharpening, delivery)',
    scope: 'orders:write',
    body: orderCreateSchema,
    success: { status: 201, schema: orderResponseSchema },
    errors: [400, 409, 422],
    notes: OFFERED_WINDOW_NOTE,
  },
  {
    method: 'get',
    path: '/v1/orders/{id}',
    operationId: 'getOrder',
    summary: 'Read an order with its parts and timeline',
    scope: 'orders:read',
    success: { status: 200, schema: orderResponseSchema },
    errors: [404],
  },
  {
    method: 'patch',
    path: '/v1/orders/{id}',
    operationId: 'rescheduleOrder',
    summary: 'Extension: move the pickup window of a pending or scheduled order',
    scope: 'orders:write',
    body: orderUpdateSchema,
    success: { status: 200, schema: orderResponseSchema },
    errors: [400, 404, 409, 422],
    notes: `${OFFERED_WINDOW_NOTE} The order's own seat does not count against it.`,
  },
  {
    method: 'post',
    path: '/v1/orders/{id}/cancel',
    operationId: 'cancelOrder',
    summary: 'Extension: cancel a pending or scheduled order (idempotent)',
    scope: 'orders:write',
    success: { status: 200, schema: orderResponseSchema },
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: '/v1/orders/{id}/timeline',
    operationId: 'getOrderTimeline',
    summary: 'Status timeline of an order, oldest first',
    scope: 'orders:read',
    success: { status: 200, schema: orderTimelineResponseSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/invoices',
    operationId: 'listInvoices',
    summary: 'List invoices, newest first',
    scope: 'invoices:read',
    query: invoiceListQuerySchema,
    success: { status: 200, schema: invoiceListResponseSchema },
    errors: [400],
  },
  {
    method: 'get',
    path: '/v1/invoices/{id}',
    operationId: 'getInvoice',
    summary: 'Read an invoice with its line items',
    scope: 'invoices:read',
    success: { status: 200, schema: invoiceResponseSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/pickup-windows',
    operationId: 'listPickupWindows',
    summary:
      'Extension: the pickup windows offered in a date range (service time zone), with capacity and seats left; the earliest available in meta',
    scope: 'orders:read',
    query: pickupWindowQuerySchema,
    paramText: {
      from: 'Year-month-day in the service time zone (meta.time_zone); first day of the range. Default: today there.',
      to: 'Year-month-day in the service time zone; last day of the range, at most 31 days after `from` counted inclusively. Default: `from` + 13 days.',
    },
    success: { status: 200, schema: pickupWindowListResponseSchema },
    errors: [400],
  },
  {
    method: 'post',
    path: '/sandbox/orders/{id}/advance',
    operationId: 'advanceSandboxOrder',
    summary: 'Sandbox only: move an order one lifecycle step',
    scope: 'orders:write',
    success: { status: 200, schema: orderResponseSchema },
    errors: [404, 409],
    sandboxOnly: true,
  },
];
