import { and, eq } from 'drizzle-orm';
import type { Part } from '#contract/parts';
import type { Db } from '#server/db/client';
import { orderParts, orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { ApiError } from '#server/api-error';
import { getPart } from './part-queries';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import type { Maker } from '#server/domain/made-by';
import { recordPartEvent } from './part-events';

/**
 * Retires a part for good: never orderable again, no forecast. Retiring a
 * retired part answers it unchanged. A part in an open order is refused
 * (409 part_in_open_order, naming the order): the customer has promised it for
 * that pickup, or it is with the service; cancel the order or wait for its return.
 * Null when the part is not this account's.
 */
export async function retirePart(
  db: Db,
  accountId: string,
  partId: string,
  now = new Date(),
  maker?: Maker,
): Promise<Part | null> {
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const [part] = await tx
        .select({ status: parts.status, forecastDueAt: parts.forecastDueAt })
        .from(parts)
        .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)))
        .for('update');
      if (!part) return null;
      if (part.status !== 'retired') {
        const [open] = await tx
          .select({ id: orders.id, orderNumber: orders.orderNumber })
          .from(orderParts)
          .innerJoin(orders, eq(orders.id, orderParts.orderId))
          .where(and(eq(orderParts.partId, partId), eq(orderParts.open, true)));
        if (open) {
          const message = `The part is in open order ${open.orderNumber}; retire it once that order is completed or cancelled.`;
          throw new ApiError('part_in_open_order', message, [{ field: 'id', code: 'already_in_open_order', message }]);
        }
        await tx.update(parts).set({ status: 'retired', forecastDueAt: null, wearNextAt: null }).where(eq(parts.id, partId));
        const retired = await getPart(tx, accountId, partId);
        const previous = { status: part.status, forecast_due_at: part.forecastDueAt?.toISOString() ?? null };
        if (retired) recordPartEvent(tx, accountId, 'part.retired', retired, now, previous);
        return retired;
      }
      return getPart(tx, accountId, partId);
    },
    maker,
  );
}
