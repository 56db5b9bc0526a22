import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { WindowBounds } from '#contract/pickup-windows';
import type { Db, DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { invoiceLineItems, invoices } from '#server/db/schema/invoices';
import { orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { partHistory, parts } from '#server/db/schema/parts';
import { ApiError } from '#server/api-error';
import { availableWindows } from '#server/domain/pickup-windows/horizon-windows';
import { siteRefusal, type SiteReceiving } from '#server/domain/pickup-windows/site-receiving';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { createOrder } from '#server/domain/orders/create-order';
import { siteReceivingOf } from '#server/domain/sites/site-receiving-of';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { recordInvoiceEvent } from '#server/domain/invoices/invoice-events';
import { recordOrdersPruned } from '#server/domain/orders/order-events';

const HOUR = 60 * 60_000;

/**
 * The living demo (docs/v1-decisions.md): ops places an order for the account
 * every two hours, for the one or two most worn parts in use at one site that
 * can take the window (after the parts it leaves to the customer), in one of the
 * first offered windows with a seat (turn by turn, so the pickups spread over
 * the day) like any customer: its orders hold seats too.
 */
export const OPS_ORDER_EVERY_MS = 2 * HOUR;
/**
 * Ops never orders the account's most worn parts: they are the customer's to order, so the demo
 * always has parts due for the portal's "due" views and offers, whenever it was started.
 */
export const MOST_WORN_LEFT_TO_THE_CUSTOMER = 12;
/**
 * The most worn parts in use (after those left to the customer) among which ops finds a site that
 * can take the window: enough that every site has some (with twenty, the most worn were often at
 * kitchens that could take none of the windows left, and ops stopped ordering).
 */
const OPS_CANDIDATES = 200;
/** Ops spreads its orders over this many of the earliest available windows. */
const OPS_WINDOW_SPREAD = 5;
/** Closed (completed or cancelled) orders kept per living account; older ones are pruned with their invoices. */
export const KEEP_CLOSED_ORDERS = 600;
const PRUNE_BATCH = 20;

/**
 * The window of the next ops order, turn by turn among the earliest available (so the pickups
 * spread over the day), and the site it picks up at: the first of the candidates' sites, most worn
 * first, that can take it. An order picks up at one site, so only that site's candidates go.
 */
async function windowAndSite(
  tx: DbOrTx,
  accountId: string,
  candidates: readonly { siteId: string }[],
  windows: readonly WindowBounds[],
  seq: number,
): Promise<{ window: WindowBounds; siteId: string } | undefined> {
  const siteIds = [...new Set(candidates.map((part) => part.siteId))];
  // One after the other: a transaction's one connection takes a query once the one before has answered.
  const receiving: (SiteReceiving | undefined)[] = [];
  for (const id of siteIds) receiving.push(await siteReceivingOf(tx, accountId, id));
  for (let turn = 0; turn < windows.length; turn++) {
    const window = windows[(seq + turn) % windows.length]!;
    const bounds = { start: new Date(window.start), end: new Date(window.end) };
    const at = siteIds.findIndex((_, index) => receiving[index] && siteRefusal(bounds, receiving[index]) === null);
    if (at >= 0) return { window, siteId: siteIds[at]! };
  }
  return undefined;
}

/** Places the next ops order when it is due; false when not due, nothing to send, or another process is at it. */
export async function placeOpsOrderIfDue(db: Db, accountId: string, now: Date, rules: PickupRules): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ seq: accounts.nextOrderSeq })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update', { skipLocked: true });
    if (!account) return false;
    const [last] = await tx
      .select({ at: orders.createdAt })
      .from(orders)
      .where(eq(orders.accountId, accountId))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < OPS_ORDER_EVERY_MS) return false;
    const candidates = await tx
      .select({ id: parts.id, siteId: parts.siteId })
      .from(parts)
      .where(and(eq(parts.accountId, accountId), eq(parts.status, 'with_customer')))
      .orderBy(desc(parts.wearLevel), parts.id)
      .offset(MOST_WORN_LEFT_TO_THE_CUSTOMER)
      .limit(OPS_CANDIDATES);
    const windows = (await availableWindows(tx, rules, now)).slice(0, OPS_WINDOW_SPREAD);
    const choice = await windowAndSite(tx, accountId, candidates, windows, account.seq);
    if (!choice) return false;
    const { window, siteId } = choice;
    const worn = candidates.filter((part) => part.siteId === siteId).slice(0, 1 + (account.seq % 2));
    const input = {
      part_ids: worn.map((part) => part.id),
      pickup_window_start: window.start,
      pickup_window_end: window.end,
      instructions: 'Routine pickup arranged by Whetstone operations.',
    };
    try {
      await createOrder(tx, accountId, input, now, rules, 'ops');
    } catch (error) {
      // A customer took the last seat meanwhile: the next pass picks another window.
      if (error instanceof ApiError && error.code === 'validation_failed') return false;
      throw error;
    }
    return true;
  });
}

/**
 * Keeps the newest KEEP_CLOSED_ORDERS closed orders of an account; removes a batch of older ones,
 * each with an `order.deleted` (and its invoice's `invoice.deleted`) carrying it as it was.
 */
export async function pruneClosedOrders(db: Db, accountId: string, now: Date, keep = KEEP_CLOSED_ORDERS): Promise<number> {
  const closed = and(
    eq(orders.accountId, accountId),
    isNull(orders.nextStepAt),
    or(eq(orders.status, 'completed'), eq(orders.status, 'cancelled')),
  );
  const old = await db
    .select({ id: orders.id })
    .from(orders)
    .where(closed)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(keep)
    .limit(PRUNE_BATCH);
  if (old.length === 0) return 0;
  const ids = old.map((row) => row.id);
  await inEventTransaction(db, now, async (tx) => {
    const pruned = await tx.select().from(orders).where(inArray(orders.id, ids)).for('update');
    await recordOrdersPruned(tx, pruned, now);
    const invoiceRows = await tx.select({ id: invoices.id }).from(invoices).where(inArray(invoices.orderId, ids));
    for (const invoice of invoiceRows) await recordInvoiceEvent(tx, invoice.id, 'invoice.deleted', now);
    const invoiceIds = tx.select({ id: invoices.id }).from(invoices).where(inArray(invoices.orderId, ids));
    await tx.delete(invoiceLineItems).where(inArray(invoiceLineItems.invoiceId, invoiceIds));
    await tx.delete(invoices).where(inArray(invoices.orderId, ids));
    await tx.delete(partHistory).where(inArray(partHistory.orderId, ids));
    await tx.delete(orderTimeline).where(inArray(orderTimeline.orderId, ids));
    await tx.delete(orderParts).where(inArray(orderParts.orderId, ids));
    await tx.delete(orders).where(inArray(orders.id, ids));
  });
  return ids.length;
}
