import type { Invoice, InvoiceListItem } from '#contract/invoices';
import type { invoiceLineItems, invoices } from '#server/db/schema/invoices';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLineItems.$inferSelect;

/** What an invoice shows of the order it bills, read with it (absent when a caller did not read it). */
export interface InvoiceOrderRefs {
  orderNumber?: string | null;
  purchaseOrder?: string | null;
}

export function toInvoiceListItem(row: InvoiceRow & InvoiceOrderRefs, pdfUrl: string): InvoiceListItem {
  const refs = row.orderNumber === undefined ? {} : { order_number: row.orderNumber, purchase_order: row.purchaseOrder ?? null };
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    status: row.status,
    total_cents: row.totalCents,
    tax_cents: row.taxCents,
    due_date: row.dueDate,
    pdf_url: pdfUrl,
    created_at: row.createdAt.toISOString(),
    site_id: row.siteId,
    ...refs,
  };
}

export function toInvoice(row: InvoiceRow & InvoiceOrderRefs, lines: InvoiceLineRow[], pdfUrl: string): Invoice {
  return {
    ...toInvoiceListItem(row, pdfUrl),
    line_items: lines.map((line) => ({ description: line.description, amount_cents: line.amountCents })),
    subtotal_cents: row.subtotalCents,
    order_id: row.orderId,
  };
}
