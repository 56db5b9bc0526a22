import { describe, expect, it } from 'vitest';
import type { InvoiceListItem } from '#contract/invoices';
import { centsToDecimal, invoicesToCsv } from './invoices-csv';
import { csvFileName } from './invoices-csv-file-name';

const invoice: InvoiceListItem = {
  id: 'inv_1',
  invoice_number: 'INV-000001',
  status: 'overdue',
  total_cents: 12345,
  tax_cents: 915,
  due_date: '2026-12-01',
  pdf_url: 'https://cdn.example.com/invoices/inv_1.pdf',
  created_at: '2026-11-01T09:00:00.000Z',
};

describe('invoicesToCsv', () => {
  it('writes a header and one CRLF line per invoice', () => {
    const csv = invoicesToCsv(
      [
        { ...invoice, order_number: 'WS-000042', purchase_order: 'PO 7, "north"' },
        { ...invoice, id: 'inv_2', invoice_number: '=cmd|x', total_cents: 5, order_number: null, purchase_order: null },
      ],
      'EUR',
    );
    expect(csv.split('\r\n')).toEqual([
      'Invoice number,Status,Invoice date,Due date,Currency,Total,Tax,Order number,Purchase order,Invoice ID',
      'INV-000001,overdue,2026-11-01T09:00:00.000Z,2026-12-01,EUR,123.45,9.15,WS-000042,"PO 7, ""north""",inv_1',
      '"\'=cmd|x",overdue,2026-11-01T09:00:00.000Z,2026-12-01,EUR,0.05,9.15,,,inv_2',
      '',
    ]);
    // Another v1 server sends neither field: the columns stay, empty.
    expect(invoicesToCsv([invoice], 'EUR').split('\r\n')[1]).toBe(
      'INV-000001,overdue,2026-11-01T09:00:00.000Z,2026-12-01,EUR,123.45,9.15,,,inv_1',
    );
  });

  it('writes only the header for an empty list', () => {
    expect(invoicesToCsv([], 'USD').split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});

describe('centsToDecimal', () => {
  it('is exact for any integer amount', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(100)).toBe('1.00');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
    expect(centsToDecimal(-250)).toBe('-2.50');
  });
});

describe('csvFileName', () => {
  it('names the filters and the day', () => {
    const day = new Date('2026-11-21T10:00:00Z');
    expect(csvFileName({}, day)).toBe('invoices-2026-11-21.csv');
    expect(csvFileName({ status: 'paid', from: '2026-01-01', to: '2026-02-01' }, day)).toBe(
      'invoices-paid-from-2026-01-01-to-2026-02-01-2026-11-21.csv',
    );
  });
});
