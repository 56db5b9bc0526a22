import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiPost, newPart, placeOrderViaApi } from '../support/orders/orders-api';
import { PHONE, expectNoSidewaysScroll } from '../support/common/viewport-checks';
import { installPageClock, jumpClockUntilVisible } from '../support/common/page-clock';

test('recent activity shows an order moving while the overview is open, and links to it', async ({ page }) => {
  const part = await newPart(page.request, 'knife', 'E2E activity');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  const orderNumber = ((await (await page.request.get(`/v1/orders/${orderId}`)).json()) as { data: { order_number: string } })
    .data.order_number;

  await installPageClock(page);
  await page.goto('/');
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByRole('link', { name: `Order ${orderNumber} placed` })).toBeVisible();

  // Moved on by the sandbox control while the page stays open: the section catches up by itself,
  // at its next poll (the page clock jumps there).
  expect((await apiPost(page.request, `/sandbox/orders/${orderId}/advance`)).status).toBe(200);
  expect((await apiPost(page.request, `/sandbox/orders/${orderId}/advance`)).status).toBe(200);
  const pickedUp = activity.getByRole('link', { name: `Order ${orderNumber} picked up by the driver` });
  await jumpClockUntilVisible(page, pickedUp, 2_000);
  await expect(pickedUp).toBeVisible({ timeout: 25_000 });
  await expect(activity.getByRole('link', { name: `Order ${orderNumber} confirmed by operations` })).toBeVisible();
  await expectNoAxeViolations(page);
  await pickedUp.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
});

test('against a server without events, the overview has no activity section and the rest works', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/v1/events',
    (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'invalid_parameter', message: 'Unknown path.', status: 400 } }),
      }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoices due' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('recent activity fits 360 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
