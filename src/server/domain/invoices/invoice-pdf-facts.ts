import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { orders } from '#server/db/schema/orders';
import type { InvoiceRow } from './invoice-mappers';

export interface InvoicePdfFacts {
  accountName: string;
  currency: string;
  orderNumber: string | null;
  purchaseOrder: string | null;
}

/** What an invoice's PDF prints besides the invoice itself: the account it is billed to, the order it is for and its purchase order. */
export async function findInvoicePdfFacts(db: DbOrTx, invoice: InvoiceRow): Promise<InvoicePdfFacts> {
  const [account] = await db
    .select({ name: accounts.name, currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, invoice.accountId));
  const [order] = invoice.orderId
    ? await db
        .select({ number: orders.orderNumber, purchaseOrder: orders.purchaseOrder })
        .from(orders)
        .where(eq(orders.id, invoice.orderId))
    : [];
  return {
    accountName: account?.name ?? '',
    currency: account?.currency ?? 'USD',
    orderNumber: order?.number ?? null,
    purchaseOrder: order?.purchaseOrder ?? null,
  };
}
