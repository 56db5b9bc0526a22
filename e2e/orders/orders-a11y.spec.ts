import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { signIn } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';
import { newOrderPath, newPart, placeOrderViaApi } from '../support/orders/orders-api';

const VIEWER = { email: 'viewer@whetstone.test', password: 'whetstone-demo' };

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    test('the order form has no WCAG 2.1 AA violations, also with errors showing', async ({ page }) => {
      const part = await newPart(page.request, 'blade');
      await page.goto(newOrderPath([part.id]));
      await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();
      await expectNoAxeViolations(page);

      // No window chosen yet: the picker is marked and the summary lists it.
      await expect(page.getByRole('button', { name: /^Earliest:/ })).toBeVisible();
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Fix these' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the order screen has no WCAG 2.1 AA violations', async ({ page }) => {
      const part = await newPart(page.request, 'saw');
      const orderId = await placeOrderViaApi(page.request, [part.id]);
      await page.goto(`/orders/${orderId}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Order WS-/ })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Status timeline' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the orders list with filters and the not-found screen have no violations', async ({ page }) => {
      await page.goto('/orders?status=completed&from=2020-01-01');
      await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/orders/ord_unknown_0000');
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('a viewer without orders:write', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('sees no create action or Advance, with a one-line reason', async ({ page, playwright, baseURL, signedInState }) => {
    // The viewer belongs to the demo account: the manager places an order they can read.
    const manager = await playwright.request.newContext({ baseURL, storageState: signedInState });
    const part = await newPart(manager, 'blade');
    const orderId = await placeOrderViaApi(manager, [part.id]);
    await manager.dispose();

    await signIn(page, VIEWER);
    await page.goto('/orders');
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New order' })).toHaveCount(0);
    await expect(page.getByText('Placing orders needs the “orders:write” scope; your access is read-only.')).toBeVisible();

    await page.goto('/orders/new');
    await expect(page.getByText('Your access is read-only: placing orders needs the “orders:write” scope.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);

    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Order WS-/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status timeline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Advance' })).toHaveCount(0);
  });
});
