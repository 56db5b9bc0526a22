import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { createPart, uniqueLabel } from '../support/parts/parts-api';
import { injectFault } from '../support/faults/fault-injection';
import { installPageClock, jumpClockUntilVisible } from '../support/common/page-clock';

/**
 * Faults on reads: what the user chose or typed survives a failing read. The page clock jumps
 * through the client's retry backoffs.
 */

const GIVE_UP_TIMEOUT = 25_000;

interface ListFilterCase {
  screen: string;
  path: string;
  read: string;
  table: string;
  status: { label: string; value: string };
  /** A typed date bound, for the lists that have one. */
  date?: { label: string; param: string; value: string };
}

const LIST_FILTERS: readonly ListFilterCase[] = [
  { screen: 'parts', path: '/parts', read: '/v1/parts', table: 'Parts', status: { label: 'Status', value: 'retired' } },
  {
    screen: 'orders',
    path: '/orders',
    read: '/v1/orders',
    table: 'Orders',
    status: { label: 'Status', value: 'completed' },
    date: { label: 'Created from', param: 'from', value: '2024-01-15' },
  },
  {
    screen: 'invoices',
    path: '/invoices',
    read: '/v1/invoices',
    table: 'Invoices',
    status: { label: 'Status', value: 'paid' },
    date: { label: 'Invoice date from', param: 'from', value: '2024-01-15' },
  },
];

for (const list of LIST_FILTERS) {
  test(`${list.screen}: filters chosen while the list read fails stay in the URL and the controls`, async ({ page }) => {
    await installPageClock(page);
    await page.goto(list.path);
    await expect(page.getByRole('table', { name: list.table })).toBeVisible();

    const injection = await injectFault(page, (url) => url.pathname === list.read, 'fail-always');
    await page.getByLabel(list.status.label).selectOption(list.status.value);
    if (list.date) await page.getByLabel(list.date.label).fill(list.date.value);
    const alert = page.getByRole('alert').filter({ hasText: 'The server had a problem' });
    await jumpClockUntilVisible(page, alert);
    await expect(alert).toBeVisible({ timeout: GIVE_UP_TIMEOUT });
    await expectFiltersInUrl(page, list);
    expect(injection.faulted).toBeGreaterThan(1);
    // The failure takes the table's place only: the title and the chosen filters stay on screen.
    await expect(page.getByRole('heading', { level: 1, name: list.table })).toBeVisible();
    await expect(page.getByLabel(list.status.label)).toHaveValue(list.status.value);
    if (list.date) await expect(page.getByLabel(list.date.label)).toHaveValue(list.date.value);

    injection.lift();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: list.table })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel(list.status.label)).toHaveValue(list.status.value);
    if (list.date) await expect(page.getByLabel(list.date.label)).toHaveValue(list.date.value);
    await expectFiltersInUrl(page, list);
  });
}

async function expectFiltersInUrl(page: Page, list: ListFilterCase): Promise<void> {
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === list.status.value);
  if (list.date) await expect(page).toHaveURL((url) => url.searchParams.get(list.date?.param ?? '') === list.date?.value);
}

test('new order: the part search, chosen part and instructions survive a failing "load more" read', async ({ page }) => {
  const label = uniqueLabel('Faults search');
  await createPart(page.request, { internal_label: label });
  await installPageClock(page);
  await page.goto('/orders/new');
  const picker = page.getByRole('listbox', { name: 'Parts that can be ordered' });
  // The picker starts with the parts that are due; a new part is found by its label.
  await page.getByLabel('Search parts').fill(label);
  await picker.getByRole('option').filter({ hasText: label }).click();
  await expect(picker.getByRole('option').filter({ hasText: label })).toHaveAttribute('aria-selected', 'true');
  const instructions = page.getByLabel(/Instructions for the driver/);
  await instructions.fill('Gate code 4711, parts in the blue crate');

  // Only the next pages fail: the first pages are already on screen.
  const injection = await injectFault(
    page,
    (url) => url.pathname === '/v1/parts' && url.searchParams.has('after'),
    'fail-always',
  );
  const search = page.getByLabel('Search parts');
  const term = 'zz no such part';
  await search.fill(term);
  // The server searches every part for the term; loading more pages is the user's call.
  await page.getByRole('button', { name: 'Load more parts' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'More parts could not be loaded' });
  await jumpClockUntilVisible(page, alert);
  await expect(alert).toBeVisible({ timeout: GIVE_UP_TIMEOUT });
  await expect(search).toHaveValue(term);
  await expect(instructions).toHaveValue('Gate code 4711, parts in the blue crate');
  await expect(page.getByRole('list', { name: 'Chosen parts' })).toContainText(label);
  // Having said so, the picker waits for the user instead of re-sending in a loop behind the message.
  const loadMore = page.getByRole('button', { name: 'Load more parts' });
  await expect(loadMore).toBeEnabled();
  const callsWhenShown = injection.calls;
  await expect(alert).toBeVisible();
  await expect(loadMore).toBeEnabled();
  expect(injection.calls).toBe(callsWhenShown);

  injection.lift();
  await loadMore.click();
  await expect(page.getByText(`No part matches “${term}”.`)).toBeVisible({ timeout: GIVE_UP_TIMEOUT });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(search).toHaveValue(term);
  await expect(instructions).toHaveValue('Gate code 4711, parts in the blue crate');
  await expect(page.getByRole('list', { name: 'Chosen parts' })).toContainText(label);
});

test('while one screen’s reads fail, the navigation still takes the user elsewhere and back', async ({ page }) => {
  const injection = await injectFault(page, (url) => url.pathname === '/v1/parts', 'fail-always');
  await installPageClock(page);
  await page.goto('/parts');
  const alert = page.getByRole('alert').filter({ hasText: 'The server had a problem' });
  await jumpClockUntilVisible(page, alert);
  await expect(alert).toBeVisible({ timeout: GIVE_UP_TIMEOUT });

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  injection.lift();
  await nav.getByRole('link', { name: 'Parts' }).click();
  await expect(page.getByRole('table', { name: 'Parts' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a slow answer on a screen opened from the navigation shows its skeleton, then the data', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  const injection = await injectFault(page, (url) => url.pathname === '/v1/invoices', 'slow');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('status', { name: 'Loading invoices' })).toBeVisible();
  injection.lift();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading invoices' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(injection.faulted).toBeGreaterThan(0);
});
