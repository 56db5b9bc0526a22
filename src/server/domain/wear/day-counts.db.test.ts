import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { invoiceCounts, invoices } from '#server/db/schema/invoices';
import { orderCounts, orders } from '#server/db/schema/orders';
import { createTestDatabase } from '#server/testing/test-database';
import { orderSiteColumns } from '#server/testing/order-site-columns';
import { withinDays } from '#server/domain/lists/date-range';
import { countByDays } from './day-counts';

let db: Db;
let close: () => Promise<void>;
const DAY = 86_400_000;
const start = Date.parse('2026-01-30T00:00:00.000Z');
const ORDER_STATUSES = ['pending', 'scheduled', 'picked_up', 'completed'];
const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'];

/** Rows spread over 40 days, including the last millisecond of a day and midnight of the next. */
function createdAt(i: number): Date {
  const day = start + (i % 40) * DAY;
  return new Date(i % 7 === 0 ? day + DAY - 1 : i % 11 === 0 ? day : day + (i % 24) * 3_600_000);
}

async function insertRows(accountId: string, n: number): Promise<void> {
  const site = await orderSiteColumns(db, accountId);
  await db.insert(orders).values(
    Array.from({ length: n }, (_, i) => ({
      id: `ord_${accountId}_${i}`,
      accountId,
      orderNumber: `${accountId}-${i}`,
      status: ORDER_STATUSES[i % ORDER_STATUSES.length]!,
      partCount: 1,
      totalCents: 100,
      pickupWindowStart: createdAt(i),
      pickupWindowEnd: createdAt(i),
      expectedReturnDate: createdAt(i),
      createdAt: createdAt(i),
      ...site,
    })),
  );
  await db.insert(invoices).values(
    Array.from({ length: n }, (_, i) => ({
      id: `inv_${accountId}_${i}`,
      accountId,
      invoiceNumber: `${accountId}-${i}`,
      status: INVOICE_STATUSES[(i * 3) % INVOICE_STATUSES.length]!,
      subtotalCents: 100,
      taxCents: 10,
      totalCents: 110,
      dueDate: '2026-03-01',
      createdAt: createdAt(i),
    })),
  );
}

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values([
    { id: 'acct_a', name: 'A', plan: 'enterprise' },
    { id: 'acct_b', name: 'B', plan: 'enterprise' },
  ]);
  await insertRows('acct_a', 600);
  await insertRows('acct_b', 90);
});
afterAll(() => close());

const FILTERS = [
  {},
  { status: 'pending' },
  { status: 'paid' },
  { status: 'nothing_has_this' },
  { from: '2026-02-03' },
  { to: '2026-02-03' },
  { from: '2026-02-03', to: '2026-02-03' },
  { from: '2026-02-01', to: '2026-02-20', status: 'completed' },
  { from: '2026-02-01', to: '2026-02-20', status: 'overdue' },
  { from: '0000-01-01', to: '9999-12-31' },
  { to: '0000-12-31' },
  { from: '2026-03-10', to: '2026-02-10' },
];

async function expectCountsMatchRows(): Promise<void> {
  for (const accountId of ['acct_a', 'acct_b']) {
    for (const filters of FILTERS) {
      const [orderRows] = await db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.accountId, accountId),
            filters.status ? eq(orders.status, filters.status) : undefined,
            withinDays(orders.createdAt, filters.from, filters.to),
          ),
        );
      const [invoiceRows] = await db
        .select({ n: count() })
        .from(invoices)
        .where(
          and(
            eq(invoices.accountId, accountId),
            filters.status ? eq(invoices.status, filters.status) : undefined,
            withinDays(invoices.createdAt, filters.from, filters.to),
          ),
        );
      expect({ accountId, filters, orders: await countByDays(db, orderCounts, accountId, filters) }).toEqual({
        accountId,
        filters,
        orders: orderRows!.n,
      });
      expect({ accountId, filters, invoices: await countByDays(db, invoiceCounts, accountId, filters) }).toEqual({
        accountId,
        filters,
        invoices: invoiceRows!.n,
      });
    }
  }
}

describe('order_counts and invoice_counts', () => {
  it('sum to the matching rows for every status and day range after bulk inserts', async () => {
    expect(await countByDays(db, orderCounts, 'acct_a', {})).toBe(600);
    expect(await countByDays(db, invoiceCounts, 'acct_b', {})).toBe(90);
    await expectCountsMatchRows();
  });

  it('stay exact through status moves, other updates and deletes', async () => {
    await db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(inArray(orders.id, ['ord_acct_a_0', 'ord_acct_a_5', 'ord_acct_b_7']));
    await db
      .update(orders)
      .set({ status: sql`case when ${orders.status} = 'pending' then 'scheduled' else ${orders.status} end` })
      .where(eq(orders.accountId, 'acct_a'));
    await db.update(orders).set({ totalCents: 5 }).where(eq(orders.accountId, 'acct_b'));
    await db.update(invoices).set({ status: 'overdue' }).where(eq(invoices.status, 'sent'));
    await db.delete(invoices).where(eq(invoices.id, 'inv_acct_a_3'));
    await db.delete(orders).where(inArray(orders.id, ['ord_acct_a_1', 'ord_acct_b_2']));
    await expectCountsMatchRows();
    expect(await countByDays(db, orderCounts, 'acct_a', { status: 'pending' })).toBe(0);
  });
});
