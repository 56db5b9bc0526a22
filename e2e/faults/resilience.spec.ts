import { expect, type Page, type Route } from '@playwright/test';
import { test } from '../support/common/test';

/** Intercepts the v1 list read for one resource (any query string). */
function routeList(page: Page, resource: string, handler: (route: Route) => Promise<void>) {
  return page.route((url) => url.pathname === `/v1/${resource}`, handler);
}

test('a 429 shows a countdown, then the screen loads by itself', async ({ page }) => {
  let limited = 0;
  await routeList(page, 'orders', async (route) => {
    if (limited++ > 0) return route.continue();
    const reset = Math.ceil(Date.now() / 1000) + 4;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: {
        'X-RateLimit-Limit': '120',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': String(reset),
        'Retry-After': '4',
      },
      body: JSON.stringify({
        error: { code: 'rate_limited', message: 'Too many requests this minute.', status: 429, limit: 'minute' },
      }),
    });
  });
  await page.goto('/orders');
  const banner = page.getByRole('status').filter({ hasText: /Resuming automatically in \d+ s/ });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible({ timeout: 20_000 });
  await expect(banner).toHaveCount(0);
  expect(limited).toBe(2);
});

test('a 500 on a list read is retried and the screen recovers', async ({ page }) => {
  let calls = 0;
  await routeList(page, 'invoices', async (route) => {
    if (calls++ > 0) return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Something broke.', status: 500 } }),
    });
  });
  await page.goto('/invoices');
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(calls).toBe(2);
});

test('a dropped connection shows a clear error, and its retry works', async ({ page }) => {
  let dropping = true;
  await routeList(page, 'parts', async (route) => (dropping ? route.abort('connectionreset') : route.continue()));
  await page.goto('/parts');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Can’t reach the server', { timeout: 20_000 });

  dropping = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Parts' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
