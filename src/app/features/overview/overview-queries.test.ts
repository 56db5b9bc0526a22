import { describe, expect, it } from 'vitest';
import type { InvoiceListItem } from '../../../contract/invoices';
import { invoicesDue, summarizeInvoices } from './overview-queries';

function invoice(n: number, due: string, cents: number, status = 'sent'): InvoiceListItem {
  return {
    id: `inv_${n}`,
    invoice_number: `INV-${String(n).padStart(6, '0')}`,
    status,
    total_cents: cents,
    tax_cents: 0,
    due_date: due,
    pdf_url: 'https://cdn.example.com/x.pdf',
    created_at: '2026-11-01T09:00:00.000Z',
  };
}

describe('summarizeInvoices', () => {
  it('sums the amounts when the page holds every invoice', () => {
    expect(summarizeInvoices([invoice(1, '2026-12-01', 1000), invoice(2, '2026-12-02', 250)], 2)).toMatchObject({
      count: 2,
      amountCents: 1250,
    });
    expect(summarizeInvoices([], 0)).toMatchObject({ count: 0, amountCents: 0 });
  });

  it('gives no amount rather than a partial one when there are more', () => {
    expect(summarizeInvoices([invoice(1, '2026-12-01', 1000)], 101)).toMatchObject({ count: 101, amountCents: null });
  });
});

describe('invoicesDue', () => {
  it('puts the earliest due date first across statuses', () => {
    const sent = summarizeInvoices([invoice(1, '2026-12-05', 1), invoice(2, '2026-12-01', 1)], 2);
    const overdue = summarizeInvoices([invoice(3, '2026-10-01', 1, 'overdue')], 1);
    expect(invoicesDue([sent, overdue], 2).map((i) => i.id)).toEqual(['inv_3', 'inv_2']);
  });
});
