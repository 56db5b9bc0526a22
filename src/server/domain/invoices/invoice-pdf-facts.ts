import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { orders, type PickupSiteSnapshot } from '#server/db/schema/orders';
import type { InvoiceRow } from './invoice-mappers';

export interface InvoicePdfFacts {
  accountName: string;
  currency: string;
  orderNumber: string | null;
  purchaseOrder: string | null;
  /** Where the service picked up: the order's pickup site as it was when placed, its name then its address lines. */
  serviceAddress: string[] | null;
}

/** A site address as lines, the empty parts left out. */
export function addressLines(site: PickupSiteSnapshot): string[] {
  const { line1, line2, city, region, postal_code: postalCode, country } = site.address;
  const place = [city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [site.name, line1, line2, place, country].filter((line) => line.trim() !== '');
}

/**
 * What an invoice's PDF prints besides the invoice itself: the account it is billed to, the order
 * it is for, its purchase order and the site it served (the service address).
 */
export async function findInvoicePdfFacts(db: DbOrTx, invoice: InvoiceRow): Promise<InvoicePdfFacts> {
  const [account] = await db
    .select({ name: accounts.name, currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, invoice.accountId));
  const [order] = invoice.orderId
    ? await db
        .select({ number: orders.orderNumber, purchaseOrder: orders.purchaseOrder, pickupSite: orders.pickupSite })
        .from(orders)
        .where(eq(orders.id, invoice.orderId))
    : [];
  return {
    accountName: account?.name ?? '',
    currency: account?.currency ?? 'USD',
    orderNumber: order?.number ?? null,
    purchaseOrder: order?.purchaseOrder ?? null,
    serviceAddress: order ? addressLines(order.pickupSite) : null,
  };
}
