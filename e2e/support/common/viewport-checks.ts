import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };
/** WCAG 2.5.5's target size, the bar for a phone's main controls. */
export const TOUCH_PX = 44;

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Shown in full: inside the viewport once scrolled to (not clipped by a scroll box) and not cut off by an ellipsis. */
export async function expectShownInFull(value: Locator, name: string): Promise<void> {
  await value.scrollIntoViewIfNeeded();
  await expect(value, `${name} is on screen`).toBeInViewport({ ratio: 1 });
  const cut = await value.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(cut, `${name} is not cut off`).toBe(false);
}

/** At least 44 × 44 CSS pixels, counting a label that wraps the control (a checkbox's touch area). */
export async function expectTouchTarget(control: Locator, name: string): Promise<void> {
  const box = await control.evaluate((element) => {
    const target = element.closest('label') ?? element;
    const rect = target.getBoundingClientRect();
    return { width: Math.round(rect.width), height: Math.round(rect.height) };
  });
  expect(box.height, `${name} is ${TOUCH_PX} px tall`).toBeGreaterThanOrEqual(TOUCH_PX);
  expect(box.width, `${name} is ${TOUCH_PX} px wide`).toBeGreaterThanOrEqual(TOUCH_PX);
}

/** The cell of a table row under a column header, by the header's position (leading and row headers included). */
export async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim().toLowerCase() === header.toLowerCase());
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return row.locator(':scope > *').nth(index);
}

/** The value of a description list entry: the `dd` after the term. */
export function definition(scope: Page | Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
