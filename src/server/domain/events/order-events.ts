import type { Order } from '#contract/orders';
import type { DbOrTx } from '#server/db/client';
import type { OrderRow } from '#server/domain/orders/order-mappers';
import { loadOrder } from '#server/domain/orders/order-queries';
import { recordEvent } from './record-event';

type OrderChange = 'order.created' | 'order.status_changed' | 'order.rescheduled' | 'order.cancelled';

/**
 * An order change's event, the order as GET /v1/orders/:id answers it (its parts with their new
 * statuses, its timeline); returns that order, so a command can answer with it.
 */
export async function recordOrderEvent(
  tx: DbOrTx,
  row: OrderRow,
  type: OrderChange,
  at: Date,
  details: { previous?: Record<string, unknown>; actor: string },
): Promise<Order> {
  const order = await loadOrder(tx, row);
  await recordEvent(tx, { accountId: row.accountId, type, object: order, ...details, at });
  return order;
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
