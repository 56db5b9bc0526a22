import { and, count, gte, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { OPEN_SEAT, orders } from '#server/db/schema/orders';
import { windowKey } from './window-calendar';

/** Namespace of the per-window advisory locks (any constant no other lock uses). */
const WINDOW_LOCK_NAMESPACE = 0x5057;

/**
 * Seats held per window (key of windowKey) by open orders of every account
 * whose window starts in [from, to). One range scan of the partial index
 * orders_open_pickup_window_idx; `exceptOrderId` leaves a rescheduled order's own seat out.
 */
export async function heldSeats(db: DbOrTx, from: Date, to: Date, exceptOrderId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ start: orders.pickupWindowStart, end: orders.pickupWindowEnd, held: count() })
    .from(orders)
    .where(
      and(
        OPEN_SEAT,
        gte(orders.pickupWindowStart, from),
        lt(orders.pickupWindowStart, to),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .groupBy(orders.pickupWindowStart, orders.pickupWindowEnd);
  return new Map(rows.map((row) => [windowKey(row.start, row.end), row.held]));
}

/**
 * Serialises every order transaction that takes or checks a seat of the window
 * starting at `start`, until it commits: the count read after this is final.
 */
export async function lockWindow(tx: DbOrTx, start: Date): Promise<void> {
  const minute = Math.floor(start.getTime() / 60_000);
  await tx.execute(sql`select pg_advisory_xact_lock(${WINDOW_LOCK_NAMESPACE}::int, ${minute}::int)`);
}
