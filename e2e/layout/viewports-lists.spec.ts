import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { DESKTOP, PHONE, expectNoSidewaysScroll } from '../support/common/viewport-checks';

/**
 * Long lists are virtualized against the window: rows are placed by arithmetic on a fixed row
 * height, which differs between the desktop table and a phone's cards. Deep in a list, the row
 * drawn at a point must be the row the arithmetic put there, and on a desktop the column
 * headers must stay under the page header.
 */

const LISTS = [
  { path: '/parts', table: 'Parts' },
  { path: '/orders', table: 'Orders' },
  { path: '/invoices', table: 'Invoices' },
];

/** The data row drawn at a point of the viewport (not a spacer), and where that row's top is. */
function rowAt(page: Page, y: number) {
  return page.evaluate((atY) => {
    const row = document.elementFromPoint(window.innerWidth / 2, atY)?.closest('tr[aria-rowindex]');
    const rect = row?.getBoundingClientRect();
    return row && rect ? { index: Number(row.getAttribute('aria-rowindex')), top: rect.top, height: rect.height } : null;
  }, y);
}

/** Opens the list and scrolls well past its top (as far as the list goes, up to 3,000 px). */
async function openDeep(page: Page, path: string, table: string): Promise<void> {
  await page.goto(path);
  const grid = page.getByRole('table', { name: table });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  expect(Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThan(10);
  // Far enough that the table's top has gone under the page header, with a row to spare.
  const past = (await grid.boundingBox())!.y - (await page.getByRole('banner').boundingBox())!.height + 48;
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(past);
}

for (const { path, table } of LISTS) {
  test(`${table} on a desktop: column headers stick under the page header, rows stay in place under them`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openDeep(page, path, table);
    const header = await page.getByRole('banner').boundingBox();
    const status = await page.getByRole('columnheader', { name: 'Status' }).boundingBox();
    expect(status, 'the Status header is on screen').not.toBeNull();
    expect(Math.abs(status!.y - header!.height)).toBeLessThanOrEqual(1);
    const below = await rowAt(page, status!.y + status!.height + 30);
    expect(below, 'a data row right under the sticky headers').not.toBeNull();
    expect(below!.index).toBeGreaterThan(2);
    expect(below!.height).toBe(48);
    await expectNoSidewaysScroll(page);
  });

  test(`${table} on a phone: deep in the list, the cards are where the virtualizer put them`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openDeep(page, path, table);
    const first = await rowAt(page, 200);
    expect(first, 'a card in the middle of the screen').not.toBeNull();
    const next = await rowAt(page, first!.top + first!.height + 2);
    expect(next, 'the card after it, right below').not.toBeNull();
    expect(next!.index).toBe(first!.index + 1);
    expect(next!.top - first!.top).toBe(first!.height);
    // Cards are taller than table rows, and every one the same height the virtualizer counts with.
    expect(first!.height).toBeGreaterThan(48);
    await expectNoSidewaysScroll(page);
  });
}
