import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { SIGNED_OUT, signIn } from '../support/common/accounts';
import { createParts, uniqueLabel } from '../support/parts/parts-api';

const VIEWER = { email: 'viewer@whetstone.test', password: 'whetstone-demo' };

test('selection survives scrolling the list away and back, and hands the ids to the order form', async ({ page }) => {
  await page.goto('/parts?status=with_customer');
  const table = page.getByRole('table', { name: 'Parts' });
  const boxes = table.getByRole('checkbox', { disabled: false });
  await expect(boxes.first()).toBeVisible();
  const names = [await boxes.nth(0).getAttribute('aria-label'), await boxes.nth(2).getAttribute('aria-label')];
  const idOf = async (name: string | null) =>
    (
      (await table
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox', { name: name!, exact: true }) })
        .getByRole('link')
        .getAttribute('href')) ?? ''
    ).replace('/parts/', '');
  const expectedIds = [await idOf(names[0]!), await idOf(names[1]!)];
  await boxes.nth(0).check();
  await boxes.nth(2).check();
  await expect(page.getByRole('button', { name: 'Order pickup (2)' })).toBeVisible();

  // Far enough down that the first rows leave the DOM, then back.
  await page.mouse.wheel(0, 20_000);
  await expect(table.getByRole('checkbox', { name: names[0]!, exact: true })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(table.getByRole('checkbox', { name: names[0]!, exact: true })).toBeChecked();
  await expect(table.getByRole('checkbox', { name: names[1]!, exact: true })).toBeChecked();

  await page.getByRole('button', { name: 'Order pickup (2)' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/orders/new');
  const ids = JSON.parse(new URL(page.url()).searchParams.get('part_ids') ?? '[]') as string[];
  expect(ids).toEqual(expectedIds);
});

test('select all: the loaded rows at once, or the whole filtered list beyond them', async ({ page }) => {
  // More than the first page, so the whole list is more than the rows loaded; few enough to read in full.
  // Parts of its own, found by their label: other specs add parts to the account as they run.
  const prefix = uniqueLabel('Select all');
  const total = 150;
  await createParts(
    page.request,
    Array.from({ length: total }, (_, index) => ({ internal_label: `${prefix} #${index + 1}` })),
  );
  await page.goto(`/parts?status=with_customer&q=${encodeURIComponent(prefix)}`);
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const loaded = page.getByRole('checkbox', { name: /^Select the \d+ orderable parts loaded$/ });
  await loaded.check();
  const labelText = await loaded.evaluate((box) => box.closest('label')?.textContent ?? '');
  const count = Number(labelText.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Selected parts' })).toContainText(`${count} selected`);
  await expect(table.getByRole('checkbox', { disabled: false }).first()).toBeChecked();
  await loaded.uncheck();
  await expect(page.getByRole('region', { name: 'Selected parts' })).toHaveCount(0);

  await page.getByRole('button', { name: `Select all ${total.toLocaleString('en-US')} matching parts` }).click();
  // Every part with the customer can be ordered, so the whole filtered list is chosen, and it is too many for one order.
  await expect(page.getByRole('region', { name: 'Selected parts' })).toContainText(`${total.toLocaleString('en-US')} selected`);
  await expect(page.getByRole('region', { name: 'Selected parts' })).toContainText('one order takes at most 100 parts');
});

test('retired and in-service parts can’t be selected, and say why', async ({ page }) => {
  await page.goto('/parts?status=retired');
  const retired = page.getByRole('table', { name: 'Parts' }).getByRole('checkbox').first();
  await expect(retired).toBeDisabled();
  await expect(retired).toHaveAccessibleDescription('Retired parts can’t be ordered.');

  await page.goto('/parts?status=in_service');
  const busy = page.getByRole('table', { name: 'Parts' }).getByRole('checkbox').first();
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAccessibleDescription('Already in an open order.');
});

test.describe('a viewer without parts:write and orders:write', () => {
  test.use({ storageState: SIGNED_OUT });

  test('sees no register, edit or selection, and one line saying why', async ({ page }) => {
    await signIn(page, VIEWER, '/sign-in?redirect=%2Fparts');
    await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
    await expect(
      page.getByText(
        /Read-only access: registering and editing parts and ordering pickups need the “parts:write” and “orders:write” scopes/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register a part' })).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Parts' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('checkbox')).toHaveCount(0);

    await table.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(page.getByText(/Read-only access: editing parts need the “parts:write” scope/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  });
});
