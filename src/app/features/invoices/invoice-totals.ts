import type { Invoice } from '#contract/invoices';

export interface InvoiceTotals {
  subtotal: number;
  tax: number;
  total: number;
}

/** The server's subtotal when it gives one, else the sum of the lines (the two agree on Whetstone). */
export function invoiceTotals(invoice: Invoice): InvoiceTotals {
  const lines = invoice.line_items.reduce((sum, line) => sum + line.amount_cents, 0);
  return { subtotal: invoice.subtotal_cents ?? lines, tax: invoice.tax_cents, total: invoice.total_cents };
}
