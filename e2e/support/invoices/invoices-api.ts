import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface InvoiceRow {
  id: string;
  invoice_number: string;
  status: string;
  total_cents: number;
  tax_cents: number;
  due_date: string;
  pdf_url: string;
  created_at: string;
}

/** Reads v1 with the signed-in page's session, for comparing what the screen shows with the API. */
export async function listInvoices(
  page: Page,
  query: Record<string, string>,
): Promise<{ data: InvoiceRow[]; meta: { total: number } }> {
  const response = await page.request.get(`/v1/invoices?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** "$1,234.56" (any currency sign or separators) → 123456. */
export function centsFromText(text: string): number {
  const negative = /[-−]/.test(text);
  const digits = Number(text.replace(/[^\d]/g, ''));
  return negative ? -digits : digits;
}

/** The list's "N invoices" total line. */
export async function shownTotal(page: Page, noun: string): Promise<number> {
  const text = await page
    .getByText(new RegExp(`^[\\d,]+ ${noun}$`))
    .first()
    .textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** The text of an invoice's PDF, fetched from its content host and read with poppler's pdftotext. */
export async function invoicePdfText(request: APIRequestContext, invoiceId: string): Promise<string> {
  const response = await request.get(`/v1/invoices/${invoiceId}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { pdf_url: string } };
  const pdf = await (await request.get(data.pdf_url)).body();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}
