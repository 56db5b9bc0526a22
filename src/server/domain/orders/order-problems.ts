import { and, eq, inArray } from 'drizzle-orm';
import type { ErrorDetail } from '#contract/errors';
import { ORDER_RULES } from '#contract/orders';
import type { DbOrTx } from '#server/db/client';
import { orderParts, orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { offeredWindowProblems, windowStartProblems } from '#server/domain/pickup-windows/offered-window-check';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import type { PartRow } from '#server/domain/parts/part-mappers';
import type { SiteReceiving } from '#server/domain/pickup-windows/site-receiving';
import { receivingOf, siteReceivingOf } from '#server/domain/sites/site-receiving-of';
import { orderSiteProblems } from './order-site';
import type { SiteReach } from '#server/domain/access/site-reach';

/**
 * The fields of an order body that could be read: every one of a valid body,
 * or those that parsed of one whose shape failed (a part id that is not a
 * string is a hole in the list; a bound that is not a timestamp is missing).
 */
export interface OrderFields {
  part_ids?: readonly (string | undefined)[];
  pickup_window_start?: string | undefined;
  pickup_window_end?: string | undefined;
  purchase_order?: string | null | undefined;
  site_id?: string | undefined;
}

function duplicateDetails(partIds: readonly (string | undefined)[]): ErrorDetail[] {
  const seen = new Set<string>();
  return partIds.flatMap((id, index) => {
    if (id === undefined) return [];
    if (!seen.has(id)) {
      seen.add(id);
      return [];
    }
    return [{ field: `part_ids.${index}`, code: 'duplicate', message: `Part ${id} is listed more than once.` }];
  });
}

/**
 * The parts an order names, each checked: listed once, this account's, not
 * retired, not in another open order. Locked (in id order, so concurrent
 * orders cannot deadlock): a part retired meanwhile is seen as retired. A list
 * longer than an order may be is already refused; only its first
 * `ORDER_RULES.maxParts` ids are looked up. A part at a site the caller does not reach is not found.
 */
export async function orderPartProblems(
  tx: DbOrTx,
  accountId: string,
  listed: readonly (string | undefined)[],
  reach: SiteReach = null,
): Promise<{ rows: PartRow[]; details: ErrorDetail[] }> {
  const partIds = listed.slice(0, ORDER_RULES.maxParts);
  const unique = [...new Set(partIds.filter((id) => id !== undefined))];
  if (unique.length === 0) return { rows: [], details: duplicateDetails(partIds) };
  // One after the other: a transaction's one connection takes a query once the one before has answered.
  const rows = await tx
    .select()
    .from(parts)
    .where(and(eq(parts.accountId, accountId), inArray(parts.id, unique), reach ? inArray(parts.siteId, [...reach]) : undefined))
    .orderBy(parts.id)
    .for('update');
  const open = await tx
    .select({ partId: orderParts.partId })
    .from(orderParts)
    .where(and(inArray(orderParts.partId, unique), eq(orderParts.open, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inOpenOrder = new Set(open.map((o) => o.partId));
  const details = unique.flatMap((id): ErrorDetail[] => {
    const field = `part_ids.${partIds.indexOf(id)}`;
    const part = byId.get(id);
    if (!part) return [{ field, code: 'not_found', message: `No part with id ${id}.` }];
    if (part.status === 'retired') return [{ field, code: 'not_orderable', message: `Part ${id} is retired.` }];
    if (inOpenOrder.has(id)) {
      return [{ field, code: 'already_in_open_order', message: `Part ${id} is already in an open order.` }];
    }
    return [];
  });
  return {
    rows: unique.map((id) => byId.get(id)).filter((row) => row !== undefined),
    details: [...duplicateDetails(partIds), ...details],
  };
}

/**
 * The pickup window's problems, as far as its bounds could be read: both, the
 * whole offered-window check; the start alone, what the start says by itself.
 * With the order's site, the window must be one the site can take.
 */
async function windowProblems(
  tx: DbOrTx,
  rules: PickupRules,
  fields: OrderFields,
  now: Date,
  ownOrderId?: string,
  site?: SiteReceiving,
): Promise<ErrorDetail[]> {
  if (fields.pickup_window_start === undefined) return [];
  const start = new Date(fields.pickup_window_start);
  if (fields.pickup_window_end === undefined) return windowStartProblems(tx, rules, start, now, ownOrderId, site);
  return offeredWindowProblems(tx, rules, { start, end: new Date(fields.pickup_window_end) }, now, ownOrderId, site);
}

/** Every problem with the parts, the site and the window of an order being placed, on the fields that could be read. */
export async function orderProblems(
  db: DbOrTx,
  accountId: string,
  fields: OrderFields,
  now: Date,
  rules: PickupRules,
  reach: SiteReach = null,
): Promise<ErrorDetail[]> {
  const listed = fields.part_ids ?? [];
  const { rows, details } = await orderPartProblems(db, accountId, listed, reach);
  const placed = await orderSiteProblems(db, accountId, rows, listed, fields.site_id, reach);
  const site = placed.site && receivingOf(placed.site);
  return [...details, ...placed.details, ...(await windowProblems(db, rules, fields, now, undefined, site))];
}

/** A new window comes with both its bounds. */
function windowPairProblems(fields: OrderFields): ErrorDetail[] {
  const hasStart = fields.pickup_window_start !== undefined;
  const hasEnd = fields.pickup_window_end !== undefined;
  if (hasStart === hasEnd) return [];
  const [field, other] = hasStart ? ['pickup_window_end', 'pickup_window_start'] : ['pickup_window_start', 'pickup_window_end'];
  return [{ field, code: 'required', message: `${field} is required with ${other}: a new window needs both.` }];
}

/** A PATCH of a valid shape changes something, and a window comes with both its bounds. */
export function updateShapeProblems(fields: OrderFields): ErrorDetail[] {
  if (fields.pickup_window_start === undefined && fields.pickup_window_end === undefined && fields.purchase_order === undefined) {
    return [
      {
        field: 'body',
        code: 'required',
        message: 'Name what to change: a new pickup window (pickup_window_start and pickup_window_end) or purchase_order.',
      },
    ];
  }
  return windowPairProblems(fields);
}

/**
 * The problems of a new window for an order, on the fields that could be read.
 * The order's own seat does not count against it, once the order is this account's, and the
 * window must be one the order's site can take (its hours as they are now).
 */
export async function rescheduleProblems(
  db: DbOrTx,
  accountId: string,
  orderId: string,
  fields: OrderFields,
  now: Date,
  rules: PickupRules,
): Promise<ErrorDetail[]> {
  const [own] = await db
    .select({ id: orders.id, siteId: orders.siteId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.accountId, accountId)));
  const site = own && (await siteReceivingOf(db, accountId, own.siteId));
  return [...windowPairProblems(fields), ...(await windowProblems(db, rules, fields, now, own?.id, site))];
}
