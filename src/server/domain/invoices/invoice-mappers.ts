import type { Invoice, InvoiceListItem } from '#contract/invoices';
import type { invoiceLineItems, invoices } from '#server/db/schema/invoices';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLineItems.$inferSelect;

export function toInvoiceListItem(row: InvoiceRow, pdfUrl: string): InvoiceListItem {
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    status: row.status,
    total_cents: row.totalCents,
    tax_cents: row.taxCents,
    due_date: row.dueDate,
    pdf_url: pdfUrl,
    created_at: row.createdAt.toISOString(),
  };
}

export function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[], pdfUrl: string): Invoice {
  return {
    ...toInvoiceListItem(row, pdfUrl),
    line_items: lines.map((line) => ({ description: line.description, amount_cents: line.amountCents })),
    subtotal_cents: row.subtotalCents,
    order_id: row.orderId,
  };
}
