import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { invoices } from '#server/db/schema/invoices';
import { orders } from '#server/db/schema/orders';
import { sites } from '#server/db/schema/sites';
import { createTestDatabase } from '#server/testing/test-database';
import { orderSiteColumns } from '#server/testing/order-site-columns';
import { findInvoicePdfFacts } from './invoice-pdf-facts';
import type { InvoiceRow } from './invoice-mappers';

let db: Db;
let close: () => Promise<void>;
const at = new Date('2026-03-02T12:00:00.000Z');

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values([
    { id: 'acc_eur', name: 'Kessler Bakery', plan: 'standard', currency: 'EUR' },
    { id: 'acc_usd', name: 'Acme Mills', plan: 'standard' },
  ]);
  const address = { line1: 'Hauptstr. 5', line2: '', city: 'Berlin', region: '', postal_code: '10115', country: 'DE' };
  await db.update(sites).set({ name: 'Backstube', address }).where(eq(sites.accountId, 'acc_eur'));
  await db.insert(orders).values({
    id: 'ord_1',
    accountId: 'acc_eur',
    orderNumber: 'WS-000042',
    status: 'completed',
    partCount: 1,
    totalCents: 100,
    pickupWindowStart: at,
    pickupWindowEnd: at,
    expectedReturnDate: at,
    createdAt: at,
    purchaseOrder: 'PO-77',
    ...(await orderSiteColumns(db, 'acc_eur')),
  });
});
afterAll(() => close());

async function invoice(id: string, accountId: string, orderId: string | null): Promise<InvoiceRow> {
  const [row] = await db
    .insert(invoices)
    .values({
      id,
      accountId,
      orderId,
      invoiceNumber: id,
      status: 'paid',
      subtotalCents: 100,
      taxCents: 8,
      totalCents: 108,
      dueDate: '2026-04-01',
      createdAt: at,
    })
    .returning();
  return row!;
}

describe('what an invoice PDF prints besides the invoice', () => {
  it('names the account, its currency, the order the invoice is for, its purchase order and the site it served', async () => {
    expect(await findInvoicePdfFacts(db, await invoice('inv_1', 'acc_eur', 'ord_1'))).toEqual({
      accountName: 'Kessler Bakery',
      currency: 'EUR',
      orderNumber: 'WS-000042',
      purchaseOrder: 'PO-77',
      serviceAddress: ['Backstube', 'Hauptstr. 5', 'Berlin, 10115', 'DE'],
    });
  });

  it('prints no order number for an invoice without an order, and dollars by default', async () => {
    expect(await findInvoicePdfFacts(db, await invoice('inv_2', 'acc_usd', null))).toEqual({
      accountName: 'Acme Mills',
      currency: 'USD',
      orderNumber: null,
      purchaseOrder: null,
      serviceAddress: null,
    });
  });
});
