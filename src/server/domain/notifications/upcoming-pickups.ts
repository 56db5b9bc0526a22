import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderParts, orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { sites } from '#server/db/schema/sites';
import type { PickupReminderInput } from './templates/notification-mail-types';

/** An open order whose pickup is coming, with what its reminder says. */
export interface UpcomingPickup {
  orderId: string;
  accountId: string;
  siteId: string;
  /** The window's start: a reschedule makes a new reminder. */
  startsAt: Date;
  reminder: Omit<PickupReminderInput, 'footer'>;
}

function addressLine(address: { line1: string; city: string }): string | null {
  return [address.line1, address.city].filter((part) => part.trim().length > 0).join(', ') || null;
}

/**
 * The open orders whose pickup window starts in (from, to), oldest window first, with their site
 * and the parts to hand over: the open-window index, then one query for the parts of them all.
 * `accountId` narrows it to one account (a digest); none means every account (the reminder round).
 */
export async function upcomingPickups(
  db: DbOrTx,
  from: Date,
  to: Date,
  portalUrl: string,
  accountId?: string,
): Promise<UpcomingPickup[]> {
  const rows = await db
    .select({
      id: orders.id,
      accountId: orders.accountId,
      orderNumber: orders.orderNumber,
      start: orders.pickupWindowStart,
      end: orders.pickupWindowEnd,
      siteId: orders.siteId,
      siteName: sites.name,
      address: sites.address,
      timeZone: sites.timeZone,
      accessNotes: sites.accessNotes,
    })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(
      and(
        // The open-window index's own predicate, so the planner walks it.
        sql`${orders.status} not in ('completed', 'cancelled')`,
        gt(orders.pickupWindowStart, from),
        lt(orders.pickupWindowStart, to),
        sql`${orders.status} in ('pending', 'scheduled')`,
        accountId === undefined ? undefined : eq(orders.accountId, accountId),
      ),
    )
    .orderBy(asc(orders.pickupWindowStart), asc(orders.id));
  if (rows.length === 0) return [];
  const carried = await db
    .select({ orderId: orderParts.orderId, label: parts.internalLabel, serial: parts.serialNumber, partType: parts.partType })
    .from(orderParts)
    .innerJoin(parts, eq(parts.id, orderParts.partId))
    .where(
      inArray(
        orderParts.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderParts.orderId), asc(orderParts.position));
  const partsOf = new Map<string, { label: string; partType: string }[]>();
  for (const part of carried) {
    const list = partsOf.get(part.orderId) ?? [];
    list.push({ label: part.label || part.serial || 'Unlabelled part', partType: part.partType });
    partsOf.set(part.orderId, list);
  }
  return rows.map((row) => ({
    orderId: row.id,
    accountId: row.accountId,
    siteId: row.siteId,
    startsAt: row.start,
    reminder: {
      orderNumber: row.orderNumber,
      orderUrl: `${portalUrl}/orders/${encodeURIComponent(row.id)}`,
      siteName: row.siteName,
      siteAddress: addressLine(row.address),
      window: { start: row.start, end: row.end, timeZone: row.timeZone },
      parts: partsOf.get(row.id) ?? [],
      accessNotes: row.accessNotes,
    },
  }));
}
