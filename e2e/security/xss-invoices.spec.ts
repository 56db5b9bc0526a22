import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { apiGet, postOrderInEarliestWindow } from '../support/orders/orders-api';
import { advanceToCompletion } from '../support/parts/parts-api';
import { armXssProbes, expectNoXss, runToken } from '../support/security/xss-payloads';
import { createPayloadParts } from '../support/security/xss-records';

test('invoice line items named after payload-labelled parts render as text', async ({ page }) => {
  test.setTimeout(120_000);
  const probes = await armXssProbes(page);
  const parts = await createPayloadParts(page.request, runToken());
  const { status, body } = await postOrderInEarliestWindow(page.request, {
    part_ids: parts.map((part) => part.id),
  });
  expect(status).toBe(201);
  await advanceToCompletion(page.request, body.data.id);

  // The server issues the invoice on completion and writes each part's label into its line.
  const invoices = await apiGet<{ data: { id: string }[] }>(page.request, '/v1/invoices?limit=10');
  let invoiceId: string | undefined;
  for (const { id } of invoices.data) {
    const invoice = await apiGet<{ data: { order_id?: string | null } }>(page.request, `/v1/invoices/${id}`);
    if (invoice.data.order_id === body.data.id) invoiceId = id;
  }
  expect(invoiceId).toBeDefined();

  await page.goto(`/invoices/${invoiceId}`);
  const lines = page.getByRole('table', { name: 'Line items' });
  for (const part of parts) {
    await expect(lines.getByRole('cell', { name: `Sharpening: ${part.label} (blade)`, exact: true })).toBeVisible();
  }
  await expectNoXss(page, probes, `/invoices/${invoiceId}`);
});
