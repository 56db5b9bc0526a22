import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { orderParts, orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { createTestDatabase } from '#server/testing/test-database';
import { isOpenOrderConflict } from './open-order-conflict';
import { homeSiteOf } from '#server/domain/sites/site-queries';
import { orderSiteColumns } from '#server/testing/order-site-columns';

let db: Db;
let close: () => Promise<void>;
const now = new Date('2026-11-21T08:00:00Z');

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values({ id: 'acct_1', name: 'A', plan: 'enterprise' });
  await db.insert(parts).values({
    id: 'part_1',
    accountId: 'acct_1',
    partType: 'saw',
    status: 'pickup_scheduled',
    internalLabel: 'S',
    siteId: await homeSiteOf(db, 'acct_1'),
  });
  for (const id of ['ord_1', 'ord_2']) {
    await db.insert(orders).values({
      id,
      accountId: 'acct_1',
      orderNumber: id,
      status: 'pending',
      partCount: 1,
      totalCents: 1,
      pickupWindowStart: now,
      pickupWindowEnd: now,
      expectedReturnDate: now,
      ...(await orderSiteColumns(db, 'acct_1')),
    });
  }
});
afterAll(() => close());

/** The error the database raises, whatever wrapping the driver adds. */
async function errorOf(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse');
}

describe('isOpenOrderConflict', () => {
  it('recognises the database refusing a part in two open orders', async () => {
    await db.insert(orderParts).values({ orderId: 'ord_1', partId: 'part_1', position: 0 });
    const error = await errorOf(() => db.insert(orderParts).values({ orderId: 'ord_2', partId: 'part_1', position: 0 }));
    expect(isOpenOrderConflict(error)).toBe(true);
  });

  it('does not mistake other failures for it', async () => {
    const duplicateAccount = await errorOf(() => db.insert(accounts).values({ id: 'acct_1', name: 'B', plan: 'starter' }));
    expect(isOpenOrderConflict(duplicateAccount)).toBe(false);
    expect(isOpenOrderConflict(new Error('boom'))).toBe(false);
    expect(isOpenOrderConflict(null)).toBe(false);
  });
});
