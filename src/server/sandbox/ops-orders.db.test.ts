import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parts } from '#server/db/schema/parts';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { availableWindows } from '#server/domain/pickup-windows/horizon-windows';
import { pickupRulesOf } from '#server/domain/pickup-windows/pickup-rules';
import { closeDeliveredCycle } from '#server/domain/orders/advance-order';
import { MOST_WORN_LEFT_TO_THE_CUSTOMER, OPS_ORDER_EVERY_MS, placeOpsOrderIfDue, pruneClosedOrders } from './ops-orders';

const rules = pickupRulesOf({});
let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const place = (at: Date) => placeOpsOrderIfDue(f.t.db, f.account.accountId, at, rules);
const listOrders = async () => (await f.call('GET', '/v1/orders?limit=100')).body.data as { id: string }[];
const fullOrder = async (id: string) => (await f.call('GET', `/v1/orders/${id}`)).body.data;

describe('ops orders of the living demo', () => {
  it('orders the most worn parts with the customer after the ones left to the customer, one more per order number, in an early offered window', async () => {
    const ids = await createParts(f, MOST_WORN_LEFT_TO_THE_CUSTOMER + 6);
    await Promise.all(
      ids.map((id, i) =>
        f.t.db
          .update(parts)
          .set({ wearLevel: 10 * i })
          .where(eq(parts.id, id)),
      ),
    );
    expect(await place(T0)).toBe(true);
    const [first] = await listOrders();
    const order = await fullOrder(first!.id);
    // The account's first order (sequence 1, now 2 after placing): 1 + 1 % 2 = 2 parts, the two most worn
    // after the MOST_WORN_LEFT_TO_THE_CUSTOMER ones.
    const leftToCustomer = ids.length - MOST_WORN_LEFT_TO_THE_CUSTOMER;
    expect(order.parts.map((p: { id: string }) => p.id)).toEqual([ids[leftToCustomer - 1], ids[leftToCustomer - 2]]);
    expect(order.instructions).toBe('Routine pickup arranged by Whetstone operations.');
    const windows = (await availableWindows(f.t.db, rules, T0)).slice(0, 5);
    expect(windows.map((w) => w.start)).toContain(order.pickup_window_start);
    expect(order.pickup_window_start).toBe(windows[1]!.start);
  });

  it('waits two hours after the account’s latest order, then orders again', async () => {
    await createParts(f, MOST_WORN_LEFT_TO_THE_CUSTOMER + 3);
    expect(await place(T0)).toBe(true);
    expect(await place(new Date(T0.getTime() + OPS_ORDER_EVERY_MS - 1))).toBe(false);
    expect(await place(new Date(T0.getTime() + OPS_ORDER_EVERY_MS))).toBe(true);
    expect(await listOrders()).toHaveLength(2);
  });

  it('places nothing without a part in use beyond those left to the customer, or for an unknown account', async () => {
    expect(await place(T0)).toBe(false);
    await createParts(f, MOST_WORN_LEFT_TO_THE_CUSTOMER);
    expect(await place(T0)).toBe(false);
    await createParts(f, 1);
    expect(await placeOpsOrderIfDue(f.t.db, 'acc_nope', T0, rules)).toBe(false);
    expect(await listOrders()).toHaveLength(0);
  });
});

describe('pruning closed orders', () => {
  it('keeps the newest closed orders and removes older ones with their invoices, leaving open and closing orders alone', async () => {
    const ids = await createParts(f, 4);
    const placed: string[] = [];
    for (const [i, id] of ids.entries()) {
      f.t.clock.set(new Date(T0.getTime() + i * 60_000));
      placed.push((await f.call('POST', '/v1/orders', orderBody([id], T0, i))).body.data.id);
    }
    // Orders 0 and 1 completed (each with an invoice), 2 cancelled, 3 still open.
    for (const id of placed.slice(0, 2)) for (let i = 0; i < 5; i++) await f.call('POST', `/sandbox/orders/${id}/advance`);
    await f.call('POST', `/v1/orders/${placed[2]}/cancel`);
    // A completed order is closed once its cycle is (its parts back in use): until then it is kept.
    expect(await pruneClosedOrders(f.t.db, f.account.accountId, f.t.clock.now(), 0)).toBe(1);
    expect((await listOrders()).map((o) => o.id)).not.toContain(placed[2]);
    for (const id of placed.slice(0, 2)) await closeDeliveredCycle(f.t.db, id, f.t.clock.now());
    expect((await f.call('GET', '/v1/invoices')).body.meta.total).toBe(2);

    expect(await pruneClosedOrders(f.t.db, f.account.accountId, f.t.clock.now(), 2)).toBe(0);
    expect(await pruneClosedOrders(f.t.db, f.account.accountId, f.t.clock.now(), 1)).toBe(1);
    expect((await listOrders()).map((o) => o.id)).toEqual([placed[3], placed[1]]);
    expect((await f.call('GET', '/v1/invoices')).body.data.map((i: { id: string }) => i.id)).toEqual([
      (await fullOrder(placed[1]!)).invoice_id,
    ]);
  });
});
