import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { listInvoices } from '../support/invoices/invoices-api';
import { injectFault, type Injection } from '../support/faults/fault-injection';

/**
 * Faults on the invoices screen's longest read: the CSV export walks the filtered
 * list page by page. A failing page is retried like any read; if it keeps failing the export
 * says so and its Try again runs it again. Either way the file holds every invoice once.
 */

const GIVE_UP_TIMEOUT = 30_000;

async function openPaidInvoices(page: Page): Promise<number> {
  const { meta } = await listInvoices(page, { status: 'paid', limit: '1' });
  expect(meta.total).toBeGreaterThan(0);
  await page.goto('/invoices?status=paid');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  return meta.total;
}

/** The export's reads, from the moment the list is on screen. */
function injectOnExport(page: Page, kind: 'fail-once' | 'fail-always'): Promise<Injection> {
  return injectFault(page, (url) => url.pathname === '/v1/invoices', kind);
}

async function expectDownloadOf(page: Page, total: number, click: () => Promise<void>): Promise<void> {
  const download = page.waitForEvent('download', { timeout: GIVE_UP_TIMEOUT });
  await click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const rows = csv
    .split('\r\n')
    .filter((line) => line !== '')
    .slice(1);
  expect(new Set(rows.map((line) => line.split(',')[7])).size).toBe(total);
  expect(rows).toHaveLength(total);
  await expect(page.getByText(`Downloaded ${total.toLocaleString('en-US')} invoices`)).toBeVisible();
}

test('CSV export: a 500 on a page is retried and the file is complete', async ({ page }) => {
  const total = await openPaidInvoices(page);
  const injection = await injectOnExport(page, 'fail-once');
  await expectDownloadOf(page, total, () => page.getByRole('button', { name: 'Export CSV' }).click());
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(injection.faulted).toBe(1);
  expect(injection.calls).toBeGreaterThan(1);
});

test('CSV export: persistent 500s say so beside the list, and Try again exports once the server is back', async ({ page }) => {
  const total = await openPaidInvoices(page);
  const injection = await injectOnExport(page, 'fail-always');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The server had a problem' });
  await expect(alert).toBeVisible({ timeout: GIVE_UP_TIMEOUT });
  // Retried before giving up; the list it was exporting stays on screen.
  expect(injection.faulted).toBeGreaterThan(1);
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();

  injection.lift();
  await expectDownloadOf(page, total, () => alert.getByRole('button', { name: 'Try again' }).click());
  await expect(page.getByRole('alert')).toHaveCount(0);
});
