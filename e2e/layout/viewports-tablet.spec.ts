import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoSidewaysScroll } from '../support/common/viewport-checks';

/**
 * Between the phone's cards (below 640 px) and a wide desktop, a list either fits its width or,
 * when it must scroll sideways, keeps its column headers in view while the page scrolls down.
 */

const LISTS = [
  { path: '/parts', table: 'Parts' },
  { path: '/orders', table: 'Orders' },
  { path: '/invoices', table: 'Invoices' },
];

/** Whether the table's region scrolls sideways (its content wider than the box). */
function scrollsSideways(page: Page, table: string) {
  return page.getByRole('table', { name: table }).evaluate((element) => {
    const region = element.closest('[role="region"]')!;
    return region.scrollWidth > region.clientWidth;
  });
}

for (const width of [640, 768, 1024]) {
  for (const { path, table } of LISTS) {
    test(`${table} at ${width} px: it fits, or its header stays in view while the list scrolls`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const grid = page.getByRole('table', { name: table });
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      await expectNoSidewaysScroll(page);
      const sideways = await scrollsSideways(page, table);
      // Scrolled well past where the headers sit, so without sticking they would be out of view
      // (how far the page can scroll depends on how many rows the account has).
      const headersAt = (await grid.getByRole('columnheader', { name: 'Status' }).boundingBox())!.y;
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(headersAt + 100);
      const header = (await page.getByRole('banner').boundingBox())!;
      const status = grid.getByRole('columnheader', { name: 'Status' });
      // Fitting or not, the headers stay under the page header: a list is never read without them.
      await expect
        .poll(async () => Math.abs((await status.boundingBox())!.y - header.height), {
          message: `the Status header stays under the page header (sideways scroll: ${sideways})`,
        })
        .toBeLessThanOrEqual(1);
      // Scrolled sideways, the header moves with its columns.
      if (sideways) {
        const before = (await status.boundingBox())!.x;
        const moved = await grid.evaluate((element) => {
          const region = element.closest('[role="region"]')!;
          region.scrollLeft = region.scrollWidth;
          return region.scrollLeft;
        });
        expect(moved).toBeGreaterThan(0);
        await expect.poll(async () => Math.abs((await status.boundingBox())!.x - (before - moved))).toBeLessThanOrEqual(1);
        expect(Math.abs((await status.boundingBox())!.y - header.height)).toBeLessThanOrEqual(1);
      }
    });
  }
}
