import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdnApp } from '#server/cdn/cdn-app';
import { deriveKey, sign } from '#server/domain/signing';
import { createParts, orderBody, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

/**
 * Signed things can't be forged or moved.
 * Complements list-pagination.db.test.ts (tampered and foreign-filter cursors) and
 * cdn-app.db.test.ts (tampered, unsigned and expired PDF links).
 */

const OTHER_SECRET = 'another-deployment-secret-0123456789abcdef0123';
let f: V1Fixture;
let cdn: ReturnType<typeof createCdnApp>;
let pdfUrls: URL[];

beforeAll(async () => {
  f = await v1Fixture();
  cdn = createCdnApp(f.t.deps);
  const parts = await createParts(f, 6);
  for (const pair of [parts.slice(0, 3), parts.slice(3)]) {
    const orderId = (await f.call('POST', '/v1/orders', orderBody(pair))).body.data.id;
    for (let i = 0; i < 5; i++) await f.call('POST', `/sandbox/orders/${orderId}/advance`);
  }
  pdfUrls = (await f.call('GET', '/v1/invoices')).body.data.map((invoice: { pdf_url: string }) => new URL(invoice.pdf_url));
});
afterAll(() => f.t.close());

const fetchPdf = (url: URL) => cdn.request(`http://cdn.test${url.pathname}${url.search}`);

describe('signed PDF links', () => {
  it('serves each invoice at its own link', async () => {
    expect(pdfUrls).toHaveLength(2);
    for (const url of pdfUrls) expect((await fetchPdf(url)).status).toBe(200);
  });

  it("refuses one invoice's signature on another invoice", async () => {
    const [a, b] = pdfUrls as [URL, URL];
    const moved = new URL(b);
    moved.search = a.search;
    const res = await fetchPdf(moved);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
  });

  it("refuses a link signed with another deployment's secret, however far its expiry", async () => {
    const url = new URL(pdfUrls[0]!);
    const invoiceId = decodeURIComponent(
      url.pathname
        .split('/')
        .pop()!
        .replace(/\.pdf$/, ''),
    );
    const expires = Math.floor(Date.now() / 1000) + 10 * 365 * 86_400;
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', sign(deriveKey(OTHER_SECRET, 'invoice-pdf'), `${invoiceId}:${expires}`));
    expect((await fetchPdf(url)).status).toBe(403);
  });

  it('refuses a list cursor presented as a PDF signature (keys are per purpose)', async () => {
    const cursor: string = (await f.call('GET', '/v1/parts?limit=1')).body.meta.next_cursor;
    const url = new URL(pdfUrls[0]!);
    url.searchParams.set('signature', cursor.split('.')[1]!);
    expect((await fetchPdf(url)).status).toBe(403);
  });
});

describe('signed list cursors', () => {
  it("refuses a cursor re-signed with another deployment's secret, on every list", async () => {
    for (const path of ['/v1/parts', '/v1/orders', '/v1/invoices']) {
      const cursor: string = (await f.call('GET', `${path}?limit=1`)).body.meta.next_cursor;
      expect(cursor, path).toBeTruthy();
      const [body] = cursor.split('.');
      const forged = `${body}.${sign(deriveKey(OTHER_SECRET, 'list-cursor'), body!)}`;
      const res = await f.call('GET', `${path}?limit=1&after=${encodeURIComponent(forged)}`);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('invalid_cursor');
      expect((await f.call('GET', `${path}?limit=1&after=${encodeURIComponent(cursor)}`)).status, path).toBe(200);
    }
  });

  it('refuses a PDF signature presented as a cursor signature', async () => {
    const cursor: string = (await f.call('GET', '/v1/parts?limit=1')).body.meta.next_cursor;
    const forged = `${cursor.split('.')[0]}.${pdfUrls[0]!.searchParams.get('signature')}`;
    expect((await f.call('GET', `/v1/parts?limit=1&after=${encodeURIComponent(forged)}`)).body.error.code).toBe('invalid_cursor');
  });
});
