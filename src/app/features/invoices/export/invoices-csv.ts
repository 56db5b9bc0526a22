import type { InvoiceListItem } from '#contract/invoices';
import { csvText } from '#app/lib/csv/csv-cells';

/** Cents as a plain decimal ("1234.50"), exact and readable by any spreadsheet locale-free. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Order number and purchase order are empty when the server does not send them (another v1 server). */
const HEADER = [
  'Invoice number',
  'Status',
  'Invoice date',
  'Due date',
  'Currency',
  'Total',
  'Tax',
  'Order number',
  'Purchase order',
  'Invoice ID',
];

function invoiceRow(invoice: InvoiceListItem, currency: string): string[] {
  return [
    invoice.invoice_number,
    invoice.status,
    invoice.created_at,
    invoice.due_date,
    currency,
    centsToDecimal(invoice.total_cents),
    centsToDecimal(invoice.tax_cents),
    invoice.order_number ?? '',
    invoice.purchase_order ?? '',
    invoice.id,
  ];
}

/** RFC 4180 text (CRLF line ends) with a header row; the PDF links are left out because they expire. */
export function invoicesToCsv(invoices: readonly InvoiceListItem[], currency: string): string {
  return csvText([HEADER, ...invoices.map((invoice) => invoiceRow(invoice, currency))]);
}
