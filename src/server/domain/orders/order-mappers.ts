import { CHANGEABLE_ORDER_STATUSES, type Order, type OrderListItem, type OrderTimelineEntry } from '#contract/orders';
import type { orders, orderTimeline } from '#server/db/schema/orders';
import { toPartListItem, type PartRow } from '#server/domain/parts/part-mappers';
import { madeByOf } from '#server/domain/made-by';

export type OrderRow = typeof orders.$inferSelect;
export type OrderTimelineRow = typeof orderTimeline.$inferSelect;

export function toOrderListItem(row: OrderRow): OrderListItem {
  return {
    id: row.id,
    order_number: row.orderNumber,
    status: row.status,
    part_count: row.partCount,
    total_cents: row.totalCents,
    pickup_date: row.pickupWindowStart.toISOString(),
    pickup_window_end: row.pickupWindowEnd.toISOString(),
    expected_return_date: row.expectedReturnDate.toISOString(),
    created_at: row.createdAt.toISOString(),
    site_id: row.siteId,
  };
}

const windowOf = (start: Date | null, end: Date | null) =>
  start && end ? { start: start.toISOString(), end: end.toISOString() } : null;

/** The v1 entry, plus the extension fields only where they were recorded. */
export function toTimelineEntry(row: OrderTimelineRow): OrderTimelineEntry {
  const entry: OrderTimelineEntry = { status: row.status, occurred_at: row.occurredAt.toISOString(), actor: row.actor };
  const madeBy = madeByOf(row);
  const previous = windowOf(row.previousWindowStart, row.previousWindowEnd);
  const window = windowOf(row.windowStart, row.windowEnd);
  if (madeBy) entry.made_by = madeBy;
  if (previous) entry.previous_window = previous;
  if (window) entry.window = window;
  return entry;
}

export function toOrder(row: OrderRow, partRows: PartRow[], timeline: OrderTimelineRow[], invoiceId: string | null): Order {
  return {
    ...toOrderListItem(row),
    pickup_window_start: row.pickupWindowStart.toISOString(),
    pickup_window_end: row.pickupWindowEnd.toISOString(),
    instructions: row.instructions,
    parts: partRows.map(toPartListItem),
    timeline: timeline.map(toTimelineEntry),
    invoice_id: invoiceId,
    available_actions: CHANGEABLE_ORDER_STATUSES.includes(row.status) ? ['cancel', 'reschedule'] : [],
    purchase_order: row.purchaseOrder,
    pickup_site: row.pickupSite,
    pickup_schedule_id: row.pickupScheduleId,
    occurrence_date: row.occurrenceDate,
  };
}
