import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { SIGNED_OUT, STARTER_USER, signIn } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';

test.use({ storageState: SIGNED_OUT });

const PLAN_HEADING = 'Parts, orders and invoices need the Enterprise plan';

async function expectPlanPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: PLAN_HEADING })).toBeVisible();
  await expect(page.getByText('Starter Shop is on the Starter plan.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Enterprise adds' })).toBeVisible();
  await expect(page.getByText('sales@whetstone.test')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a Starter account sees one page that says what Enterprise adds, not an error on every screen', async ({ page }) => {
  await signIn(page, STARTER_USER);
  await expectPlanPage(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Settings']);

  for (const path of ['/parts', '/orders/new', '/invoices']) {
    await page.goto(path);
    await expectPlanPage(page);
  }

  await page.getByRole('link', { name: 'Your account and plan in Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Starter', { exact: true }).first()).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the plan page has no WCAG 2.1 AA violations in ${scheme} mode, on a phone too`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, STARTER_USER);
    await expectPlanPage(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
}
