import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet, apiPost, newOrderPath, newPart } from '../support/orders/orders-api';
import { chooseEarliestWindow } from '../support/orders/pickup-windows-api';

test('a purchase order set on the new order is shown, edited on the order, and printed on its invoice', async ({ page }) => {
  test.setTimeout(90_000);
  const part = await newPart(page.request, 'blade', 'E2E PO');
  await page.goto(newOrderPath([part.id]));
  await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();
  await chooseEarliestWindow(page);
  await page.getByLabel(/Purchase order/).fill('  PO-4471 ');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/ord_/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

  const facts = page.getByRole('definition').filter({ hasText: 'PO-' });
  await expect(facts).toContainText('PO-4471');
  await page.getByRole('button', { name: 'Edit the purchase order' }).click();
  const form = page.getByRole('form', { name: 'Edit purchase order' });
  await form.getByLabel('Purchase order').fill('x'.repeat(101));
  await form.getByRole('button', { name: 'Save purchase order' }).click();
  await expect(form.getByText('At most 100 characters.')).toBeVisible();
  await form.getByLabel('Purchase order').fill('PO-4472');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save purchase order' }).click();
  await expect(form).toHaveCount(0);
  await expect(facts).toContainText('PO-4472');

  for (let i = 0; i < 5; i++) expect((await apiPost(page.request, `/sandbox/orders/${orderId}/advance`)).status).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit the purchase order' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View the invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-\d+$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'PO-4472' })).toBeVisible();
  const order = await apiGet<{ data: { order_number: string; invoice_id: string } }>(page.request, `/v1/orders/${orderId}`);
  await expect(page.getByText(order.data.order_number)).toBeVisible();
  const invoice = await apiGet<{ data: { purchase_order: string; order_number: string } }>(
    page.request,
    `/v1/invoices/${order.data.invoice_id}`,
  );
  expect(invoice.data).toMatchObject({ purchase_order: 'PO-4472', order_number: order.data.order_number });
  await expectNoAxeViolations(page);
});
