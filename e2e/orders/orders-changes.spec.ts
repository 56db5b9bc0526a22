import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { signIn } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet, apiPost, newPart, placeOrderViaApi } from '../support/orders/orders-api';
import { fillWindow } from '../support/orders/pickup-windows-api';

test.use({ timezoneId: 'Europe/Berlin' });

const VIEWER = { email: 'viewer@whetstone.test', password: 'whetstone-demo' };

interface OrderRecord {
  status: string;
  pickup_window_start: string;
  invoice_id?: string | null;
  timeline: { status: string; actor: string }[];
}

test('cancel an order behind a confirmation: its parts go back with the customer', async ({ page }) => {
  const part = await newPart(page.request, 'knife');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  await page.goto(`/orders/${orderId}`);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('group', { name: /^Cancel order WS-\d+\?/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep the order' }).click();
  await expect(confirm).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change pickup window' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Parts in this order' })).toContainText('With customer');
  const order = await apiGet<{ data: OrderRecord }>(page.request, `/v1/orders/${orderId}`);
  expect(order.data.status).toBe('cancelled');
  await expectNoAxeViolations(page);
});

test('change the pickup window with the order form picker', async ({ page }) => {
  const part = await newPart(page.request, 'chisel');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  await page.goto(`/orders/${orderId}`);

  await page.getByRole('button', { name: 'Change pickup window' }).click();
  const form = page.getByRole('form', { name: 'Change pickup window' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
  const current = (await apiGet<{ data: OrderRecord }>(page.request, `/v1/orders/${orderId}`)).data.pickup_window_start;
  const windows = form.getByRole('group', { name: /^Windows on/ });
  await expect(windows.getByRole('radio', { checked: true })).toHaveAttribute('value', current);
  // Another free window: on the order's day if one is left, else on the next day that has one.
  const other = windows.getByRole('radio', { checked: false, disabled: false }).first();
  const days = form.getByRole('group', { name: 'Day' }).getByRole('radio', { disabled: false });
  for (let i = 0; (await other.count()) === 0 && i < (await days.count()); i++) await days.nth(i).check();
  const chosen = (await other.getAttribute('value')) ?? '';
  await other.check();
  await form.getByRole('button', { name: 'Save new window' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Status timeline' })).toContainText('Rescheduled');

  const order = (await apiGet<{ data: OrderRecord }>(page.request, `/v1/orders/${orderId}`)).data;
  expect(Date.parse(order.pickup_window_start)).toBe(Date.parse(chosen));
});

test('rescheduling: the order’s own window is marked current and stays selectable when others filled it', async ({ page }) => {
  const part = await newPart(page.request, 'knife');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  const current = (await apiGet<{ data: OrderRecord & { pickup_window_end: string } }>(page.request, `/v1/orders/${orderId}`))
    .data;
  await fillWindow(page.request, { start: current.pickup_window_start, end: current.pickup_window_end });
  await page.goto(`/orders/${orderId}`);

  await page.getByRole('button', { name: 'Change pickup window' }).click();
  const form = page.getByRole('form', { name: 'Change pickup window' });
  const windows = form.getByRole('group', { name: /^Windows on/ });
  const own = windows.getByRole('radio', { name: /your current window/ });
  await expect(own).toHaveAttribute('value', current.pickup_window_start);
  await expect(own).toBeChecked();
  // Its seat is the order’s own: after choosing another window, it can be chosen again.
  const days = form.getByRole('group', { name: 'Day' });
  const ownDay = (await days.getByRole('radio', { checked: true }).getAttribute('value')) ?? '';
  await form.getByRole('button', { name: /^Earliest:/ }).click();
  await expect(windows.getByRole('radio', { checked: true })).not.toHaveAttribute('value', current.pickup_window_start);
  await days
    .getByRole('radio')
    .and(page.locator(`[value="${ownDay}"]`))
    .check();
  await expect(own).toBeEnabled();
  await own.check();
  await expect(own).toBeChecked();
  await expectNoAxeViolations(page);
});

test('a completed order links to its invoice and back, and repeats with the same parts', async ({ page }) => {
  test.setTimeout(90_000);
  const blade = await newPart(page.request, 'blade');
  const saw = await newPart(page.request, 'saw');
  const orderId = await placeOrderViaApi(page.request, [blade.id, saw.id]);
  for (let i = 0; i < 5; i++) expect((await apiPost(page.request, `/sandbox/orders/${orderId}/advance`)).status).toBe(200);

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View the invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice INV-\d+$/ })).toBeVisible();
  await page.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));

  await page.getByRole('link', { name: 'Repeat this order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Chosen parts' });
  await expect(chips.getByRole('button', { name: `Remove ${blade.internal_label}` })).toBeVisible();
  await expect(chips.getByRole('button', { name: `Remove ${saw.internal_label}` })).toBeVisible();
});

test('the orders list shows when each order was placed', async ({ page }) => {
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('columnheader', { name: 'Placed' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('a viewer without orders:write', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees neither Cancel order nor Change pickup window', async ({ page, playwright, baseURL, signedInState }) => {
    const manager = await playwright.request.newContext({ baseURL, storageState: signedInState });
    const part = await newPart(manager, 'drill_bit');
    const orderId = await placeOrderViaApi(manager, [part.id]);
    await manager.dispose();

    await signIn(page, VIEWER);
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Order WS-/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change pickup window' })).toHaveCount(0);
  });
});
