import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { PHONE } from '../support/common/viewport-checks';

test.use({ viewport: PHONE });

test('on a phone the parts filters fold into one control that says how many are set; the list starts on the first screen', async ({
  page,
}) => {
  await page.goto('/parts?status=with_customer&wear=due');
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const fold = page.getByRole('button', { name: 'Filters (2 set)' });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Status')).toBeHidden();
  // The search stays at hand, and the first part is on the first screen.
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('link').first()).toBeInViewport({ ratio: 1 });

  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Status')).toHaveValue('with_customer');
  await expect(page.getByLabel('Wear', { exact: true })).toHaveValue('due');
  await expectNoAxeViolations(page);
  await page.getByLabel('Wear', { exact: true }).selectOption('');
  await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toBeVisible();
  await expect(page).not.toHaveURL(/wear=/);
});

test('on a desktop the filters show without a fold', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/parts?status=with_customer');
  await expect(page.getByLabel('Status')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});
