import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { XSS_PAYLOADS, armXssProbes, expectNoXss, humanized, runToken } from '../support/security/xss-payloads';
import { payloadText } from '../support/security/xss-records';

type Row = Record<string, unknown> & { id: string };

/**
 * Rewrites records of one resource in every list and detail response, the same record always
 * getting the same payload text per field, so a number shown in a list matches its detail page.
 */
async function rewriteRecords(
  page: Page,
  resource: 'parts' | 'orders' | 'invoices',
  fields: string[],
  token: string,
): Promise<(id: string, field: string) => string> {
  const texts = new Map<string, string>();
  const textFor = (id: string, field: string) => {
    const key = `${id}:${field}`;
    if (!texts.has(key)) texts.set(key, payloadText(XSS_PAYLOADS[texts.size % XSS_PAYLOADS.length]!, field, texts.size, token));
    return texts.get(key)!;
  };
  const rewrite = (row: Row) => ({ ...row, ...Object.fromEntries(fields.map((field) => [field, textFor(row.id, field)])) });
  await page.route(
    (url) => new RegExp(`^/v1/${resource}(/[^/]+)?$`).test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      if (response.ok()) body.data = Array.isArray(body.data) ? body.data.map(rewrite) : rewrite(body.data);
      await route.fulfill({ response, json: body });
    },
  );
  return textFor;
}

async function firstIdIn(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  return ((await response.json()) as { data: Row[] }).data[0]!.id;
}

test('order and invoice numbers from the server render as text in lists, Overview and detail pages', async ({ page }) => {
  const probes = await armXssProbes(page);
  const token = runToken();
  const orderNumber = await rewriteRecords(page, 'orders', ['order_number'], token);
  const invoiceNumber = await rewriteRecords(page, 'invoices', ['invoice_number'], token);
  const orderId = await firstIdIn(page, '/v1/orders?limit=1');
  const invoiceId = await firstIdIn(page, '/v1/invoices?limit=1');

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('link', { name: orderNumber(orderId, 'order_number'), exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoices due' }).getByRole('listitem').first()).toBeVisible();
  await expectNoXss(page, probes, 'Overview');

  await page.goto('/orders');
  await expect(
    page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: orderNumber(orderId, 'order_number'), exact: true }),
  ).toBeVisible();
  await expectNoXss(page, probes, '/orders');
  await page.goto(`/orders/${orderId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId, 'order_number')}`, exact: true }),
  ).toBeVisible();
  await expectNoXss(page, probes, `/orders/${orderId}`);

  await page.goto('/invoices');
  await expect(
    page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('link', { name: invoiceNumber(invoiceId, 'invoice_number'), exact: true }),
  ).toBeVisible();
  await expectNoXss(page, probes, '/invoices');
  await page.goto(`/invoices/${invoiceId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber(invoiceId, 'invoice_number')}`, exact: true }),
  ).toBeVisible();
  await expectNoXss(page, probes, `/invoices/${invoiceId}`);
});

test('part types and statuses the portal has never seen render as text in the list and on the part page', async ({ page }) => {
  const probes = await armXssProbes(page);
  const text = await rewriteRecords(page, 'parts', ['part_type', 'status'], runToken());
  const partId = await firstIdIn(page, '/v1/parts?limit=1');

  await page.goto('/parts');
  const row = page.getByRole('table', { name: 'Parts' }).getByRole('row').nth(1);
  await expect(row.getByText(humanized(text(partId, 'part_type')), { exact: true })).toBeVisible();
  await expect(row.getByText(humanized(text(partId, 'status')), { exact: true })).toBeVisible();
  await expectNoXss(page, probes, '/parts');

  await page.goto(`/parts/${partId}`);
  await expect(page.getByText(humanized(text(partId, 'part_type')), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(humanized(text(partId, 'status')), { exact: true }).first()).toBeVisible();
  await expectNoXss(page, probes, `/parts/${partId}`);
});
