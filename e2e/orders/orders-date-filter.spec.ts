import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';

test('dates that match nothing, then reversed: the message and the empty list say the same thing', async ({ page }) => {
  await page.goto('/orders?from=2099-01-01&to=2099-01-31');
  await expect(page.getByRole('heading', { name: 'No orders match these filters' })).toBeVisible();

  await page.getByLabel('Created to').fill('2098-12-31');
  const message = page.getByRole('alert').filter({ hasText: '“Created from” is after “Created to”' });
  await expect(message).toContainText('until then, the list below keeps the dates you had before');
  await expect(message).not.toContainText('matched');
  await expect(page.getByRole('heading', { name: 'No orders match the dates you had before' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No orders match these filters' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
