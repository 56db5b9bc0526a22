import type { Order } from '#contract/orders';
import { recordEvent, type EventTx } from '#server/domain/events/event-transaction';
import type { OrderRow } from './order-mappers';
import { loadOrder } from './order-queries';

type OrderChange = 'order.created' | 'order.status_changed' | 'order.rescheduled' | 'order.updated' | 'order.cancelled';

/**
 * An order change's event, the order as GET /v1/orders/:id answers it (its parts with their new
 * statuses, its timeline); returns that order, so a command can answer with it.
 */
export async function recordOrderEvent(
  tx: EventTx,
  row: OrderRow,
  type: OrderChange,
  at: Date,
  details: { previous?: Record<string, unknown>; actor: string },
): Promise<Order> {
  const order = await loadOrder(tx, row);
  recordEvent(tx, { accountId: row.accountId, type, object: order, ...details, at });
  return order;
}

/** `order.deleted` for closed orders the sandbox prunes, each as GET /v1/orders/:id answered it last. */
export async function recordOrdersPruned(tx: EventTx, rows: readonly OrderRow[], at: Date): Promise<void> {
  for (const row of rows) {
    const order = await loadOrder(tx, row);
    recordEvent(tx, { accountId: row.accountId, type: 'order.deleted', object: order, actor: 'ops', at });
  }
}

/** What a reschedule changes, as it was. */
export function windowBefore(row: OrderRow): Record<string, string> {
  return {
    pickup_window_start: row.pickupWindowStart.toISOString(),
    pickup_window_end: row.pickupWindowEnd.toISOString(),
    pickup_date: row.pickupWindowStart.toISOString(),
    expected_return_date: row.expectedReturnDate.toISOString(),
  };
}
