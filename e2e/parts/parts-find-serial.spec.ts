import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { createParts } from '../support/parts/parts-api';

/** A maker's letters of its own per test (serials are unique per account, also on a retry against the same data). */
const makerLetters = () => `NW${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

async function find(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Label or serial number', { exact: true });
  await box.fill(text);
  await box.press('Enter');
}

test('a serial number typed with a space or without its dash opens its part, from the type-in lookup and the parts search', async ({
  page,
}) => {
  const nw = makerLetters();
  const [part] = await createParts(page.request, [
    { internal_label: `Press brake ${nw}`, serial_number: `${nw}-01171` },
    { internal_label: `Spare ${nw}`, serial_number: `${nw}-011710` },
  ]);

  await page.goto('/parts/scan');
  await find(page, `${nw.toLowerCase()} 01171`);
  await expect(page).toHaveURL(`/parts/${part!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: part!.internal_label })).toBeVisible();

  await page.goto('/parts/scan');
  await find(page, `${nw}01171`);
  await expect(page).toHaveURL(`/parts/${part!.id}`);

  await page.goto('/parts');
  const table = page.getByRole('table', { name: 'Parts' });
  await page.getByLabel('Search', { exact: true }).fill(`${nw} 01171`);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === `${nw} 01171`);
  // The part and the one whose serial starts with the same number: a header row and two.
  await expect(table.getByRole('link', { name: `Spare ${nw}` })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('link', { name: part!.internal_label }).click();
  await expect(page).toHaveURL(`/parts/${part!.id}`);
});

test('many matches: the best first, and a link to all of them in the parts list', async ({ page }) => {
  const nw = makerLetters();
  // One batch: registered at the same moment, so newest first would order them by id alone.
  const rows = [
    { internal_label: `Exact ${nw}`, serial_number: `${nw}-0117` },
    ...Array.from({ length: 22 }, (_, i) => ({ internal_label: `Line ${nw} #${i + 1}`, serial_number: `${nw}-0117-${i + 1}` })),
  ];
  const parts = await createParts(page.request, rows);

  await page.goto('/parts/scan');
  await find(page, `${nw} 011`);
  const status = page.getByRole('status').filter({ hasText: 'parts match' });
  await expect(status).toContainText(`23 parts match “${nw} 011”; the 20 here are best match first:`);
  const links = status.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(20);
  // Serial numbers in their letters' and digits' order: the shortest, the one typed in full, first.
  await expect(links.first()).toHaveText(`Exact ${nw}`);
  await expect(links.first()).toHaveAttribute('href', `/parts/${parts[0]!.id}`);
  await expect(links.nth(1)).toHaveText(`Line ${nw} #1`);
  await expect(links.nth(2)).toHaveText(`Line ${nw} #10`);
  await expectNoAxeViolations(page);

  await status.getByRole('link', { name: 'See all 23 in the parts list' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/parts' && url.searchParams.get('q') === `${nw} 011`);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(`${nw} 011`);
  // Every match, the header row besides (rows beyond the screen are not drawn, so they are counted here).
  await expect(page.getByRole('table', { name: 'Parts' })).toHaveAttribute('aria-rowcount', '24');

  // Typed in full, the serial opens its part although 22 others start with it.
  await page.goto('/parts/scan');
  await find(page, `${nw.toLowerCase()}0117`);
  await expect(page).toHaveURL(`/parts/${parts[0]!.id}`);
});

test('a v1 server with the list’s search but no lookup: the box finds the part through the search, newest first', async ({
  page,
}) => {
  // Such a server reads `lookup` as a part's id.
  await page.route(/\/v1\/parts\/lookup(\?.*)?$/, (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'No such part.', status: 404 } } }),
  );
  const nw = makerLetters();
  const parts = await createParts(
    page.request,
    Array.from({ length: 21 }, (_, i) => ({ internal_label: `Fallback ${nw} #${i + 1}`, serial_number: `${nw}-5${i + 1}` })),
  );

  await page.goto('/parts/scan');
  await find(page, `${nw} 5`);
  const status = page.getByRole('status').filter({ hasText: 'parts match' });
  await expect(status).toContainText(`21 parts match “${nw} 5”; the 20 here are newest first:`);
  await expect(status.getByRole('link', { name: 'See all 21 in the parts list' })).toBeVisible();

  await find(page, `${nw.toLowerCase()}5-21`);
  await expect(page).toHaveURL(`/parts/${parts[20]!.id}`);
});
