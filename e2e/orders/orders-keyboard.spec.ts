import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { newPart } from '../support/orders/orders-api';

/** Presses keys and counts them, so the test can hold the form to a budget. */
function keyboard(page: Page) {
  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  return {
    press,
    type: async (text: string) => {
      for (const char of text) await press(char);
    },
    /** Tab until `target` (or an element inside it) has focus. */
    tabTo: async (target: Locator, max = 30) => {
      for (let i = 0; i < max; i++) {
        if (await target.evaluate((el) => el.contains(document.activeElement))) return;
        await press('Tab');
      }
      throw new Error(`focus never reached ${String(target)}`);
    },
    count: () => presses,
  };
}

test('keyboard only: choose a part in the picker and place the order, in few key presses', async ({ page }) => {
  const part = await newPart(page.request, 'knife', 'Keyboard order');
  await page.goto('/orders/new');
  const search = page.getByLabel('Search parts');
  const list = page.getByRole('listbox', { name: 'Parts that can be ordered' });
  await expect(list).toBeVisible();

  // Choosing the part: Tab to the search, type its label, Arrow Down into the results, Space.
  const keys = keyboard(page);
  await keys.tabTo(search, 60);
  await page.keyboard.type(part.internal_label);
  await expect(list.getByRole('option')).toHaveCount(1);
  await keys.press('ArrowDown');
  await expect(list).toBeFocused();
  await keys.press('Space');
  await expect(list.getByRole('option', { name: new RegExp(part.internal_label) })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();

  // From the chosen part to a placed order.
  const before = keys.count();
  await keys.tabTo(page.getByRole('button', { name: /^Earliest:/ }));
  await keys.press('Enter');
  await keys.tabTo(page.getByRole('button', { name: 'Place order' }));
  await keys.press('Enter');
  await expect(page).toHaveURL((url) => /^\/orders\/[^/]+$/.test(url.pathname) && url.pathname !== '/orders/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The outcome is announced where focus lands, naming the order the heading names.
  const placed = page.getByRole('status').filter({ hasText: /is placed/ });
  await expect(placed).toBeFocused();
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(placed).toContainText(heading);
  const afterChoosing = keys.count() - before;
  test.info().annotations.push({ type: 'key presses after the parts are chosen', description: String(afterChoosing) });
  console.log(`key presses after the parts are chosen: ${afterChoosing}`);
  // The pickup picker's "Earliest" is one action; with the day grid and typed times this was 22.
  expect(afterChoosing).toBeLessThan(15);
  await expectNoAxeViolations(page);
});
