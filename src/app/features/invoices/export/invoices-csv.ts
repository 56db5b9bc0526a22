import type { InvoiceListItem } from '#contract/invoices';

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula starts neutralised with a leading ', then quoted when it holds , " or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
  const lines = [HEADER, ...invoices.map((invoice) => invoiceRow(invoice, currency))];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvFileName(filters: { status?: string; from?: string; to?: string }, today: Date = new Date()): string {
  const parts = ['invoices', filters.status, filters.from && `from-${filters.from}`, filters.to && `to-${filters.to}`];
  const stamp = today.toISOString().slice(0, 10);
  return `${parts.filter(Boolean).join('-')}-${stamp}.csv`;
}
