import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../support/common/axe';
import { centsFromText, listInvoices, shownTotal } from '../support/invoices/invoices-api';
import { installPageClock } from '../support/common/page-clock';

test('status and invoice-date filters live in the URL and match the API', async ({ page }) => {
  // A date range that holds invoices: the invoice date of the 100th newest invoice, up to today.
  const { data } = await listInvoices(page, { limit: '100' });
  const from = data.at(-1)!.created_at.slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);

  await page.goto('/invoices');
  await page.getByLabel('Status').selectOption('paid');
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'paid');
  await page.getByLabel('Invoice date from').fill(from);
  await expect(page).toHaveURL((url) => url.searchParams.get('from') === from);
  await page.getByLabel('Invoice date to').fill(to);
  await expect(page).toHaveURL((url) => url.searchParams.get('to') === to);

  const api = await listInvoices(page, { status: 'paid', from, to, limit: '1' });
  const table = page.getByRole('table', { name: 'Invoices' });
  if (api.meta.total === 0) {
    await expect(page.getByText('No invoices match these filters')).toBeVisible();
  } else {
    await expect.poll(() => shownTotal(page, api.meta.total === 1 ? 'invoice' : 'invoices')).toBe(api.meta.total);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const statuses = await table.getByRole('row').locator('td:nth-child(2)').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Paid']));
  }

  // The same view from a shared link, with the filters read back into the controls.
  await page.goto(`/invoices?status=paid&from=${from}&to=${to}`);
  await expect(page.getByLabel('Status')).toHaveValue('paid');
  await expect(page.getByLabel('Invoice date from')).toHaveValue(from);
  await expect(page.getByLabel('Invoice date to')).toHaveValue(to);
});

test('overdue invoices stand out with words, not colour alone, and say how late they are', async ({ page }) => {
  const overdue = await listInvoices(page, { status: 'overdue', limit: '1' });
  // The demo seed always has overdue invoices, and e2e runs with the simulator off.
  expect(overdue.meta.total).toBeGreaterThan(0);
  await page.goto('/invoices?status=overdue');
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(row.getByText(/\d+ days? overdue|due today/)).toBeVisible();
});

test('the invoice screen adds up: lines = subtotal, subtotal + tax = total; its PDF link returns a PDF', async ({ page }) => {
  await page.goto('/invoices');
  const first = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1).getByRole('link').first();
  const number = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();

  const lines = page.getByRole('table', { name: 'Line items' });
  const amounts = (await lines.locator('tbody td:nth-child(2)').allTextContents()).map(centsFromText);
  expect(amounts.length).toBeGreaterThan(0);
  const footer = async (label: string) =>
    centsFromText(
      (await lines
        .getByRole('row', { name: new RegExp(`^${label}`) })
        .getByRole('cell')
        .textContent()) ?? '',
    );
  const subtotal = await footer('Subtotal');
  const tax = await footer('Tax');
  const total = await footer('Total');
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(subtotal);
  expect(subtotal + tax).toBe(total);

  const pdf = page.getByRole('link', { name: /Open PDF/ });
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  const href = (await pdf.getAttribute('href'))!;
  expect(href).toMatch(/^https?:\/\//);
  expect(new URL(href).origin).not.toBe(new URL(page.url()).origin);
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('a PDF address that is not http(s) is never rendered as a link', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/v1/invoices',
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data = body.data.map((invoice: { pdf_url: string }, index: number) => ({
        ...invoice,
        pdf_url: index % 2 === 0 ? 'javascript:alert(document.cookie)' : 'data:application/pdf;base64,JVBERi0x',
      }));
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto('/invoices');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByText('PDF unavailable').first()).toBeVisible();
  await expect(table.getByRole('link', { name: /Open PDF/ })).toHaveCount(0);
  expect(await page.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
});

test('an unknown invoice id shows not found', async ({ page }) => {
  await page.goto('/invoices/inv_does_not_exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});

/**
 * The demo account has fewer invoices than one 100-row page, so the export's page requests
 * are sent on with limit=5: the real server then pages with real cursors.
 */
async function serveExportInSmallPages(
  page: Page,
  tweak: (request: { index: number; after: boolean }) => Promise<Record<string, string>> = async () => ({}),
) {
  let index = 0;
  await page.route(
    (url) => url.pathname === '/v1/invoices' && url.searchParams.get('limit') === '100',
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '5');
      const extraHeaders = await tweak({ index: index++, after: url.searchParams.has('after') });
      const response = await route.fetch({ url: url.toString() }).catch(() => null);
      if (!response) return;
      await route.fulfill({ response, headers: { ...response.headers(), ...extraHeaders } }).catch(() => undefined);
    },
  );
}

test('CSV export of a filtered list walks every page and downloads meta.total rows plus a header', async ({ page }) => {
  const { meta } = await listInvoices(page, { status: 'paid', limit: '1' });
  expect(meta.total).toBeGreaterThan(5); // more than one small page, so the walk really pages
  await page.goto('/invoices?status=paid');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v1/invoices') pageRequests.push(url.search);
  });
  await serveExportInSmallPages(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-paid-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  // UTF-8 with a byte-order mark, which Excel on Windows needs to read anything beyond ASCII.
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '');
  expect(lines[0]).toBe('Invoice number,Status,Invoice date,Due date,Currency,Total,Tax,Order number,Purchase order,Invoice ID');
  expect(lines).toHaveLength(meta.total + 1);
  expect(lines.slice(1).every((line) => line.split(',')[1] === 'paid')).toBe(true);
  expect(new Set(lines.slice(1).map((line) => line.split(',').at(-1))).size).toBe(meta.total);
  expect(pageRequests.length).toBe(Math.ceil(meta.total / 5));
  expect(pageRequests.every((search) => search.includes('status=paid'))).toBe(true);
  await expect(page.getByText(`Downloaded ${meta.total.toLocaleString('en-US')} invoices`)).toBeVisible();
});

test('a running export shows its progress and can be cancelled', async ({ page }) => {
  const { meta } = await listInvoices(page, { limit: '1' });
  await page.goto('/invoices');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  // Hold every page after the first until the export is cancelled, so it is caught mid-walk.
  let answerHeldPages: () => void = () => undefined;
  const heldPagesAnswered = new Promise<void>((resolve) => (answerHeldPages = resolve));
  await serveExportInSmallPages(page, async ({ after }) => {
    if (after) await heldPagesAnswered;
    return {};
  });
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const progress = page.getByRole('progressbar', { name: 'Exporting invoices' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('value', '5');
  await expect(progress).toHaveAttribute('max', String(meta.total));
  await expect(page.getByText(`Fetched 5 of ${meta.total} invoices…`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.getByText('Export cancelled.')).toBeVisible();
  await expect(progress).toHaveCount(0);
  // Every page is answered at once from now on: a walk that went on would download within moments.
  answerHeldPages();
  await page.waitForTimeout(1_500);
  expect(downloaded).toBe(false);
});

test('the export pauses when the rate limit runs low, then finishes by itself', async ({ page }) => {
  await installPageClock(page);
  await page.goto('/invoices');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  // The export's first page says only 1 request is left in a window that ends in 3 s.
  await serveExportInSmallPages(page, async ({ index }): Promise<Record<string, string>> =>
    index === 0
      ? {
          'x-ratelimit-limit': '120',
          'x-ratelimit-remaining': '1',
          'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3),
        }
      : {},
  );
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText(/Paused to stay within the rate limit, resuming in \d+ s/)).toBeVisible();
  // Past the window's end (rounded up to a whole second): the export resumes by itself.
  await page.clock.fastForward(4_000);
  await download;
  await expect(page.getByText(/Downloaded [\d,]+ invoices/)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`invoice screens have no WCAG 2.1 AA violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const { data } = await listInvoices(page, { status: 'overdue', limit: '1' });
    await page.goto('/invoices?status=overdue');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByLabel('Invoice date from')).toBeVisible();
    await expectNoAxeViolations(page);
    const id = data[0]?.id ?? (await listInvoices(page, { limit: '1' })).data[0]!.id;
    await page.goto(`/invoices/${id}`);
    await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
