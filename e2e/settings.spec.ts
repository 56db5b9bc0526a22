import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('Settings leads to the API keys and back', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage API keys' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/settings/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: '← Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
});
