import { expect, test } from '@playwright/test';
import { SIGNED_OUT, STARTER_USER, signIn } from './support/accounts';

test.use({ storageState: SIGNED_OUT });

test('a non-Enterprise account is told plainly why v1 data is not available', async ({ page }) => {
  await signIn(page, STARTER_USER);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your account is not on the Enterprise plan');
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Parts' }).click();
  await expect(page.getByRole('alert')).toContainText('Your account is not on the Enterprise plan');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Starter', { exact: true }).first()).toBeVisible();
});
