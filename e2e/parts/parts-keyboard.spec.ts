import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { uniqueLabel } from '../support/parts/parts-api';

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error('never reached the target with Tab');
}

test('keyboard only: register a part, open it, edit it, select it and order a pickup', async ({ page }) => {
  const label = uniqueLabel('Keyboard blade');
  await page.goto('/parts');
  await expect(page.getByRole('table', { name: 'Parts' })).toBeVisible();

  const registerButton = page.getByRole('button', { name: 'Register a part' });
  await tabTo(page, registerButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Register a part' });
  await expect(dialog.getByLabel('Type')).toBeFocused();
  await page.keyboard.type('Saw');
  await expect(dialog.getByLabel('Type')).toHaveValue('saw');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Label')).toBeFocused();
  await page.keyboard.type(label);
  await page.keyboard.press('Tab');
  await page.keyboard.type('KB-1');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(registerButton).toBeFocused();

  const registered = page.getByRole('status').getByRole('link', { name: label });
  await tabTo(page, registered);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Edit details' }));
  await page.keyboard.press('Enter');
  const field = page.getByRole('form', { name: 'Edit part details' }).getByLabel('Label');
  await expect(field).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' (sharp)');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `${label} (sharp)` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit details' })).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: '← All parts' }), 40, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const checkbox = page.getByRole('checkbox', { name: `Select ${label} (sharp)` });
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  // The selection bar sits before the table in the tab order (fixed to the bottom on screen).
  const order = page.getByRole('button', { name: 'Order pickup (1)' });
  await tabTo(page, order, 20, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/orders/new');
  const ids = JSON.parse(new URL(page.url()).searchParams.get('part_ids') ?? 'null') as unknown;
  expect(Array.isArray(ids) && ids.length === 1 && typeof ids[0] === 'string' && ids[0].startsWith('part_')).toBe(true);
});

test('the exact time of a relative date shows on keyboard focus', async ({ page }) => {
  await page.goto('/parts?status=delivered');
  const time = page.getByRole('table', { name: 'Parts' }).locator('time').first();
  await tabTo(page, time, 120);
  const tip = page.getByRole('tooltip').filter({ visible: true });
  await expect(tip).toHaveCount(1);
  // Really painted, not clipped by the table cell: the tooltip is what sits at its own centre
  // (it ignores the pointer, so let hit-testing see it for this check).
  // Polled: the page may still scroll the focused time into view, and the tooltip follows a frame later.
  const onTop = () =>
    tip.evaluate((el: HTMLElement) => {
      el.style.pointerEvents = 'auto';
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
  await expect.poll(onTop).toBe(true);
  await expect(time).toHaveAccessibleDescription(/\d{4}/);
});

test('keyboard focus never stays under the sticky header', async ({ page }) => {
  await page.goto('/parts');
  const firstLink = page.getByRole('table', { name: 'Parts' }).getByRole('row').nth(1).getByRole('link').first();
  await expect(firstLink).toBeVisible();
  const header = page.getByRole('banner');
  const headerBottom = async () => ((await header.boundingBox())?.y ?? 0) + ((await header.boundingBox())?.height ?? 0);
  // Scroll so the first row sits under the header: browsers call that "in view" and won't scroll to it.
  const linkTop = (await firstLink.boundingBox())?.y ?? 0;
  await page.evaluate((by) => window.scrollBy(0, by), linkTop - 20);
  expect((await firstLink.boundingBox())?.y ?? 0).toBeLessThan(await headerBottom());

  await firstLink.focus();
  await expect.poll(async () => ((await firstLink.boundingBox())?.y ?? 0) >= (await headerBottom())).toBe(true);
  const onTop = await firstLink.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  expect(onTop).toBe(true);
});
