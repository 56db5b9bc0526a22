import { expect } from '@playwright/test';
import { test } from '../support/common/test';

test.use({ viewport: { width: 360, height: 740 } });

for (const { path, heading } of [
  { path: '/', heading: 'Overview' },
  { path: '/parts', heading: 'Parts' },
  { path: '/orders', heading: 'Orders' },
  { path: '/invoices', heading: 'Invoices' },
  { path: '/settings', heading: 'Settings' },
  { path: '/missing', heading: 'Page not found' },
]) {
  test(`${heading} fits a 360 px wide screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
