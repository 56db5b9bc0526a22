import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { listInvoices } from '../support/invoices/invoices-api';
import { armXssProbes, expectNoXss } from '../support/security/xss-payloads';

/**
 * pdf_url values the portal must never make clickable. Browsers strip leading whitespace and
 * ignore case and inner tabs/newlines in a scheme, so those spellings are tried too. Decided:
 * only an absolute http(s) URL is a link; a protocol-relative or relative address is refused as
 * well, since it would resolve against the portal's own origin or whatever host it names.
 */
const UNSAFE_PDF_URLS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
  '\tjavascript:window.__xss=1',
  '\njavascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'data:application/pdf;base64,JVBERi0x',
  'vbscript:msgbox(1)',
  '//evil.example/x.pdf',
  '/invoices/x.pdf',
  'ftp://evil.example/x.pdf',
];
const SAFE_PDF_URL = 'https://cdn.example.test/invoices/safe.pdf';

/** Every href on the page that came from one of the unsafe values, however the browser resolved it. */
async function unsafeHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'))
      .map((a) => a.getAttribute('href')!)
      .filter((href) => /script|data:|evil\.example|x\.pdf/i.test(href)),
  );
}

test('in the invoices list, an unsafe pdf_url is shown as "PDF unavailable", never a link; an https one still links', async ({
  page,
}) => {
  const probes = await armXssProbes(page);
  const numbers = new Map<string, string>();
  await page.route(
    (url) => url.pathname === '/v1/invoices',
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data = body.data.map((invoice: { invoice_number: string; pdf_url: string }, index: number) => {
        const pdfUrl = UNSAFE_PDF_URLS[index] ?? SAFE_PDF_URL;
        numbers.set(invoice.invoice_number, pdfUrl);
        return { ...invoice, pdf_url: pdfUrl };
      });
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto('/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(UNSAFE_PDF_URLS.length + 1)).toBeVisible();
  for (const [number, pdfUrl] of [...numbers].slice(0, UNSAFE_PDF_URLS.length + 1)) {
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    if (pdfUrl === SAFE_PDF_URL) {
      await expect(row.getByRole('link', { name: /Open PDF/ })).toHaveAttribute('href', SAFE_PDF_URL);
    } else {
      await expect(row.getByText('PDF unavailable', { exact: true }), JSON.stringify(pdfUrl)).toBeVisible();
      await expect(row.getByRole('link', { name: /Open PDF/ })).toHaveCount(0);
    }
  }
  expect(await unsafeHrefs(page)).toEqual([]);
  await expectNoXss(page, probes, '/invoices with rewritten pdf_url');
});

test('on the invoice screen, each unsafe pdf_url is "PDF unavailable", never a link; an https one still links', async ({
  page,
}) => {
  const probes = await armXssProbes(page);
  const { data } = await listInvoices(page, { limit: '1' });
  const id = data[0]!.id;
  let pdfUrl = SAFE_PDF_URL;
  await page.route(
    (url) => url.pathname === `/v1/invoices/${id}`,
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, pdf_url: pdfUrl } } });
    },
  );
  for (const unsafe of UNSAFE_PDF_URLS) {
    pdfUrl = unsafe;
    await page.goto(`/invoices/${id}`);
    await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
    await expect(page.getByText('PDF unavailable', { exact: true }), JSON.stringify(unsafe)).toBeVisible();
    await expect(page.getByRole('link', { name: /Open PDF/ })).toHaveCount(0);
    expect(await unsafeHrefs(page), JSON.stringify(unsafe)).toEqual([]);
    await expectNoXss(page, probes, `/invoices/${id} with pdf_url ${JSON.stringify(unsafe)}`);
  }
  pdfUrl = SAFE_PDF_URL;
  await page.goto(`/invoices/${id}`);
  await expect(page.getByRole('link', { name: /Open PDF/ })).toHaveAttribute('href', SAFE_PDF_URL);
  await expect(page.getByText('PDF unavailable')).toHaveCount(0);
});
