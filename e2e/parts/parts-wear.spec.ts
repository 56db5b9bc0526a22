import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { createPart, uniqueLabel } from '../support/parts/parts-api';

function tile(page: Page, label: string) {
  return page.getByRole('list', { name: 'Summary' }).getByRole('link', { name: new RegExp(`^${label} [\\d,]+`) });
}

async function tileCount(page: Page, label: string): Promise<number> {
  return Number(((await tile(page, label).getByTestId('tile-count').textContent()) ?? '').replace(/[^\d]/g, ''));
}

async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/v1/parts?limit=1&${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).meta.total;
}

test('the overview counts parts due now and due within 14 days, each linking to that list', async ({ page }) => {
  await page.goto('/');
  await expect(tile(page, 'Due for service')).toBeVisible();
  await expect(tile(page, 'Due in the next 14 days')).toBeVisible();
  await expectNoAxeViolations(page);

  const dueNow = await tileCount(page, 'Due for service');
  expect(dueNow).toBe(await apiTotal(page, 'status=with_customer&wear_min=70'));
  expect(dueNow).toBeGreaterThan(0);
  await tile(page, 'Due for service').click();
  await expect(page).toHaveURL((url) => url.pathname === '/parts' && url.searchParams.get('wear') === 'due');
  await expect(page.getByLabel('Wear', { exact: true })).toHaveValue('due');
  await expect(page.getByText(`${dueNow} part`).first()).toBeVisible();

  await page.goto('/');
  const dueSoon = await tileCount(page, 'Due in the next 14 days');
  expect(dueSoon).toBeGreaterThanOrEqual(dueNow);
  await tile(page, 'Due in the next 14 days').click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('due') === '14d' && url.searchParams.get('sort') === 'forecast_due_at',
  );
  await expect(
    page
      .getByRole('table', { name: 'Parts' })
      .getByText(/^(due now|overdue by \d+ days?)$/)
      .first(),
  ).toBeVisible();
});

test('the parts list searches, filters by wear band and sorts, all in the URL, with a forecast per row', async ({ page }) => {
  await page.goto('/parts');
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('columnheader', { name: 'Forecast' })).toBeVisible();
  await expect(table.getByText(/^due (now|in \d+ days?)$/).first()).toBeVisible();

  // A serial of its own: the part on top may be one an earlier spec registered without a serial.
  const serial = `SRCH-${Date.now().toString(36).toUpperCase()}`;
  await createPart(page.request, { internal_label: uniqueLabel('Searched'), serial_number: serial });
  // A substring (not the start, any case) that no other part's serial holds, also on a retry against the same data.
  const term = serial.slice(1).toLowerCase();
  await page.getByLabel('Search', { exact: true }).fill(term);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === term);
  await expect(table.getByText(serial, { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
  await page.getByLabel('Wear', { exact: true }).selectOption('due');
  await page.getByLabel('Sort', { exact: true }).selectOption('-wear_level');
  await expect(page).toHaveURL((url) => url.searchParams.get('wear') === 'due' && url.searchParams.get('sort') === '-wear_level');
  const meters = table.getByRole('meter');
  const wearOf = async (row: number) => Number(await meters.nth(row).getAttribute('aria-valuenow'));
  // Earlier pages stay on screen until the filtered and sorted one arrives (the page filtered but
  // not yet sorted is due parts too): wait until the top two rows are due and in order.
  await expect
    .poll(async () => {
      const [top, second] = [await wearOf(0), await wearOf(1)];
      return { due: second >= 70, sorted: top >= second };
    })
    .toEqual({ due: true, sorted: true });
  await expectNoAxeViolations(page);

  // Every view is a link: opening it again shows the same controls.
  await page.goto(page.url());
  await expect(page.getByLabel('Wear', { exact: true })).toHaveValue('due');
  await expect(page.getByLabel('Sort', { exact: true })).toHaveValue('-wear_level');
});

test('a due part opens the order form with itself preselected; the form offers due parts and batching', async ({ page }) => {
  await page.goto('/parts?status=with_customer&wear=due&sort=-wear_level');
  const link = page.getByRole('table', { name: 'Parts' }).getByRole('row').nth(1).getByRole('link');
  const label = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByText(/^Forecast: /)).toBeVisible();
  await expect(page.getByText(/^Sharpenings left: /)).toBeVisible();
  await expect(page.getByTestId('wear-trend')).toHaveCount(0); // already due: nothing to extend
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Order pickup' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/orders/new');
  await expect(page.getByRole('button', { name: `Remove ${label}` })).toBeVisible();
  await expect(
    page
      .getByRole('listbox', { name: 'Parts that can be ordered' })
      .getByText(/Wear \d+%/)
      .first(),
  ).toBeVisible();

  const suggestion = page.getByRole('note').filter({ hasText: /due within 14 days/ });
  await expect(suggestion).toContainText(/saves \$27\.00 in pickup fees/);
  const chips = page.getByRole('button', { name: /^Remove / });
  const before = await chips.count();
  await suggestion.getByRole('button').click();
  await expect.poll(() => chips.count()).toBeGreaterThan(before);
  await expectNoAxeViolations(page);
});

test('the order form searches every part through the server and adds all due parts in one click', async ({ page }) => {
  const due = await (await page.request.get('/v1/parts?limit=100&status=with_customer&wear_min=70')).json();
  const soon = await (await page.request.get('/v1/parts?limit=100&status=with_customer&due_within=14')).json();
  const offered = new Set([...due.data, ...soon.data].map((part: { id: string }) => part.id));
  const last = due.data.at(-1);
  await page.goto('/orders/new');
  await page.getByRole('button', { name: /^Add these \d+ parts to this pickup$/ }).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(Math.min(100, offered.size));

  await page.getByLabel('Search parts').fill(last.serial_number.slice(0, 7));
  await expect(
    page.getByRole('listbox', { name: 'Parts that can be ordered' }).getByText(last.internal_label).first(),
  ).toBeVisible();
});
