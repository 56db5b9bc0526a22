import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePdfUrl } from '#server/domain/invoices/pdf-url';
import { SANDBOX_SELLER } from '#server/domain/invoices/seller-details';
import { createParts, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';
import { createCdnApp } from './cdn-app';

/** Many requests per test: generous on a busy shared machine (the default is 30 s). */
const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
let cdn: ReturnType<typeof createCdnApp>;
let pdfUrl: string;
let invoiceNumber: string;

beforeAll(async () => {
  f = await v1Fixture();
  cdn = createCdnApp(f.t.deps);
  const parts = await createParts(f, 3, 'scissor');
  const orderId = (await f.call('POST', '/v1/orders', { ...orderBody(parts), purchase_order: 'PO-2026-118' })).body.data.id;
  for (let i = 0; i < 5; i++) await f.call('POST', `/sandbox/orders/${orderId}/advance`);
  const invoice = (await f.call('GET', '/v1/invoices')).body.data[0];
  pdfUrl = invoice.pdf_url;
  invoiceNumber = invoice.invoice_number;
});
afterAll(() => f.t.close());

const fetchCdn = (url: string) => {
  const { pathname, search } = new URL(url);
  return cdn.request(`http://cdn.test${pathname}${search}`);
};
const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

/** The page content streams, inflated: standard-font text is written in them as hex strings. */
function contentText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', at);
    if (start < 0) break;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(raw.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // not a flate stream (or trailing newline variations); skip
    }
    at = end + 9;
  }
  return parts.join('\n');
}

const SAMPLE = {
  invoiceNumber: 'INV-9',
  accountName: 'Acme Mills',
  currency: 'EUR',
  status: 'paid',
  issuedOn: '2026-11-20',
  dueDate: '2026-12-20',
  orderNumber: 'WS-000009',
  purchaseOrder: 'PO-1',
  serviceAddress: ['Harbour St', '12 Harbour St', 'New York, NY 10004', 'US'],
  lines: [{ description: 'Sharpening: blade', amountCents: 900 }],
  subtotalCents: 90900,
  taxCents: 7272,
  taxRateBasisPoints: 800,
  totalCents: 98172,
  seller: SANDBOX_SELLER,
};

describe('content host', HEAVY, () => {
  it('serves a real PDF of the invoice at its signed link, with security headers', async () => {
    const res = await fetchCdn(pdfUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Invoice ${invoiceNumber}`);
    const raw = contentText(bytes);
    for (const text of [invoiceNumber, 'Test Account 1', 'Pickup and delivery', 'Subtotal', 'Total due', 'draft']) {
      expect(raw).toContain(hexOf(text));
    }
  });

  it('prints what accounts payable needs: seller, dates, tax rate, order and purchase order, how to pay', async () => {
    const raw = contentText(new Uint8Array(await (await fetchCdn(pdfUrl)).arrayBuffer()));
    const invoice = (await f.call('GET', '/v1/invoices')).body.data[0];
    for (const text of [
      'From: Whetstone Tool Servicing, Inc. (sandbox)',
      '100 Grindstone Way',
      'Billed to: Test Account 1',
      // The order's pickup site as it was placed: the test account's one site, its address still blank.
      'Service address: Main site',
      `Invoice date: ${invoice.created_at.slice(0, 10)}    Due date: ${invoice.due_date}`,
      `Order number: ${invoice.order_number}    Purchase order: PO-2026-118`,
      'Tax (8%)',
      `quoting ${invoiceNumber} as the reference.`,
      'SANDBOX TEST DETAILS - not a real bank account. Do not send money.',
      'Bank: Sandbox Test Bank',
      'Routing number: 000000000    Account number: 000012345678',
      'Remit to (payment by mail)',
    ]) {
      expect(raw).toContain(hexOf(text));
    }
    expect(invoice).toMatchObject({ order_number: expect.stringMatching(/^WS-\d{6}$/), purchase_order: 'PO-2026-118' });
    expect((await f.call('GET', `/v1/invoices/${invoice.id}`)).body.data.purchase_order).toBe('PO-2026-118');
  });

  it('prints configured bank details without the sandbox warning', async () => {
    const { renderInvoicePdf } = await import('./invoice-pdf');
    const seller = { ...SANDBOX_SELLER, name: 'Edge Works LLC', testDetails: false };
    const bytes = await renderInvoicePdf({ ...SAMPLE, seller, purchaseOrder: null });
    const raw = contentText(bytes);
    expect(raw).toContain(hexOf('From: Edge Works LLC'));
    expect(raw).toContain(hexOf('Order number: WS-000009'));
    for (const line of ['Service address: Harbour St', '12 Harbour St', 'New York, NY 10004']) expect(raw).toContain(hexOf(line));
    expect(raw).not.toContain(hexOf('Purchase order:'));
    expect(raw).not.toContain(hexOf('SANDBOX TEST DETAILS'));
  });

  it('refuses tampered, missing and expired signatures with 403 in the error shape', async () => {
    const url = new URL(pdfUrl);
    const signature = url.searchParams.get('signature')!;
    const tampered = new URL(url);
    tampered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    const extended = new URL(url);
    extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const unsigned = new URL(url);
    unsigned.search = '';
    for (const bad of [tampered, extended, unsigned]) {
      const res = await fetchCdn(bad.toString());
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatchObject({ code: 'forbidden', status: 403 });
    }
    f.t.clock.advance(3600_000);
    const expired = await fetchCdn(pdfUrl);
    expect(expired.status).toBe(403);
    expect((await expired.json()).error.message).toContain('expired');
    f.t.clock.advance(-3600_000);
  });

  it('answers 404 for an unknown invoice or path', async () => {
    const res = await fetchCdn(invoicePdfUrl(f.t.deps.config, 'inv_missing', f.t.clock.now()));
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
    expect((await fetchCdn('http://cdn.test/other')).status).toBe(404);
  });

  it('renders long invoices over several pages and survives text the font cannot encode', async () => {
    const { renderInvoicePdf } = await import('./invoice-pdf');
    const lines = Array.from({ length: 101 }, (_, i) => ({
      description: `Sharpening: 包丁 🔪 #${i} ${'x'.repeat(i)}`,
      amountCents: 900,
    }));
    const bytes = await renderInvoicePdf({ ...SAMPLE, accountName: 'Café Ünïcode 🍜', purchaseOrder: 'PO 注文 7', lines });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(2);
  });
});
