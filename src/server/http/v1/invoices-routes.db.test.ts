import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoiceListResponseSchema, invoiceResponseSchema } from '#contract/invoices';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/** Many requests per test: generous on a busy shared machine (the default is 30 s). */
const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

/** Places and completes an order on the given UTC day; returns the invoice id. */
async function invoiceOn(day: string): Promise<string> {
  f.t.clock.set(new Date(`${day}T10:00:00.000Z`));
  const [part] = await createParts(f, 1);
  const orderId = (await f.call('POST', '/v1/orders', orderBody([part!], f.t.clock.now()))).body.data.id;
  for (let i = 0; i < 5; i++) await f.call('POST', `/sandbox/orders/${orderId}/advance`);
  return (await f.call('GET', '/v1/invoices?limit=1')).body.data[0].id;
}

describe('GET /v1/invoices', HEAVY, () => {
  it('lists invoices newest first with list fields, filtered by status and invoice day', async () => {
    const first = await invoiceOn('2026-11-18');
    const second = await invoiceOn('2026-11-20');
    const list = z.parse(invoiceListResponseSchema, (await f.call('GET', '/v1/invoices')).body);
    expect(list.data.map((i) => i.id)).toEqual([second, first]);
    expect(Object.keys(list.data[0]!).sort()).toEqual(
      [
        ...['id', 'invoice_number', 'status', 'total_cents', 'tax_cents', 'due_date', 'pdf_url', 'created_at'],
        // Extensions: the order billed, its purchase-order reference and its site.
        ...['order_number', 'purchase_order', 'site_id'],
      ].sort(),
    );
    expect(list.data.map((i) => i.invoice_number)).toEqual(['INV-000002', 'INV-000001']);
    expect((await f.call('GET', '/v1/invoices?from=2026-11-19')).body.data.map((i: { id: string }) => i.id)).toEqual([second]);
    expect((await f.call('GET', '/v1/invoices?to=2026-11-18')).body.data.map((i: { id: string }) => i.id)).toEqual([first]);
    expect((await f.call('GET', '/v1/invoices?status=draft')).body.meta.total).toBe(2);
    expect((await f.call('GET', '/v1/invoices?status=paid')).body.meta.total).toBe(0);
  });

  it('refuses unknown statuses and reversed ranges with 400', async () => {
    const res = await f.call('GET', '/v1/invoices?status=void');
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toContain('overdue');
    expect((await f.call('GET', '/v1/invoices?from=2026-11-02&to=2026-11-01')).status).toBe(400);
  });
});

describe('GET /v1/invoices/:id', HEAVY, () => {
  it('reads line items and a signed PDF link on the content host valid for an hour', async () => {
    const id = await invoiceOn('2026-11-20');
    const invoice = z.parse(invoiceResponseSchema, (await f.call('GET', `/v1/invoices/${id}`)).body).data;
    expect(invoice.line_items.length).toBe(2);
    const url = new URL(invoice.pdf_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${f.t.deps.config.cdnUrl}/invoices/${id}.pdf`);
    expect(Number(url.searchParams.get('expires'))).toBe(Math.floor(f.t.clock.now().getTime() / 1000) + 3600);
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
  });

  it('answers 404 not_found for an unknown id', async () => {
    const res = await f.call('GET', '/v1/invoices/inv_nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(T0).toBeInstanceOf(Date);
  });
});
