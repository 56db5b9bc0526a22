import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';

test('Settings leads to the API keys and back', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage API keys' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/settings/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: '← Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function expectNoSidewaysScroll(page: import('@playwright/test').Page) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test('API keys, the create dialog and an invoice fit without sideways scrolling', async ({ page }) => {
    // At least one key, so the (wide) table is what has to fit.
    const session = await (await page.request.get('/portal/session')).json();
    const created = await page.request.post('/portal/api-keys', {
      headers: { 'X-CSRF-Token': session.data.csrf_token },
      data: { name: 'Narrow screen', scopes: ['parts:read'], expires_at: null },
    });
    expect(created.status()).toBe(201);
    await page.goto('/settings/api-keys');
    await expect(page.getByRole('table', { name: 'API keys' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an API key' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');

    const response = await page.request.get('/v1/invoices?limit=1');
    const id = (await response.json()).data[0].id;
    await page.goto(`/invoices/${id}`);
    await expect(page.getByRole('table', { name: 'Line items' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
