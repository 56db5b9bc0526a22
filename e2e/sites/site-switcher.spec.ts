import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet, newPart } from '../support/orders/orders-api';
import { kitchens } from '../support/settings/sites-api';

const switcher = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Site' });
const partsTable = (page: Page) => page.getByRole('table', { name: 'Parts' });

async function partTotal(page: Page, query: string): Promise<number> {
  return (await apiGet<{ meta: { total: number } }>(page.request, `/v1/parts?limit=1&${query}`)).meta.total;
}

test('the site chosen in the header scopes the parts list and the overview, follows to other screens, and a link opens it', async ({
  page,
}) => {
  const [other, chosen] = await kitchens(page.request);
  const prefix = `E2E scope ${Date.now().toString(36)}`;
  const here = await newPart(page.request, 'knife', prefix, chosen!.id);
  const there = await newPart(page.request, 'saw', prefix, other!.id);

  await page.goto(`/parts?q=${encodeURIComponent(prefix)}`);
  await expect(partsTable(page).getByRole('link', { name: there.internal_label })).toBeVisible();
  await expect(switcher(page)).toHaveValue('');
  await expect(switcher(page).getByRole('option', { selected: true })).toHaveText('All sites');
  await expectNoAxeViolations(page);

  await switcher(page).selectOption(chosen!.id);
  await expect(page).toHaveURL((url) => url.searchParams.get('site') === chosen!.id && url.searchParams.get('q') === prefix);
  await expect(partsTable(page).getByRole('link', { name: here.internal_label })).toBeVisible();
  await expect(partsTable(page).getByRole('link', { name: there.internal_label })).toHaveCount(0);

  // The choice follows the manager: the overview counts that kitchen's parts only.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('site') === chosen!.id);
  const tileCount = (label: string) =>
    page
      .getByRole('list', { name: 'Summary' })
      .getByRole('link', { name: new RegExp(`^${label} [\\d,]+`) })
      .getByTestId('tile-count');
  const siteTotal = await partTotal(page, `site_id=${chosen!.id}`);
  expect(siteTotal).toBeLessThan(await partTotal(page, ''));
  await expect(tileCount('Parts')).toHaveText(siteTotal.toLocaleString('en-US'));
  const siteDue = await partTotal(page, `site_id=${chosen!.id}&status=with_customer&wear_min=70`);
  await expect(tileCount('Due for service')).toHaveText(siteDue.toLocaleString('en-US'));

  // Orders and invoices: those of the kitchen's orders.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path, noun] of [
    ['Orders', 'orders', 'order'],
    ['Invoices', 'invoices', 'invoice'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/${path}` && url.searchParams.get('site') === chosen!.id);
    const total = (await apiGet<{ meta: { total: number } }>(page.request, `/v1/${path}?limit=1&site_id=${chosen!.id}`)).meta
      .total;
    const all = (await apiGet<{ meta: { total: number } }>(page.request, `/v1/${path}?limit=1`)).meta.total;
    expect(total, `${path} at one kitchen are fewer than at all`).toBeLessThan(all);
    await expect(page.getByText(new RegExp(`^${total.toLocaleString('en-US')} ${noun}s?$`))).toBeVisible();
  }

  // A link to one kitchen's list (what a manager sends the head chef) opens scoped.
  const fresh = await page.context().newPage();
  await fresh.goto(`/parts?site=${chosen!.id}&q=${encodeURIComponent(prefix)}`);
  await expect(switcher(fresh).getByRole('option', { selected: true })).toHaveText(chosen!.name);
  await expect(partsTable(fresh).getByRole('link', { name: here.internal_label })).toBeVisible();
  await expect(partsTable(fresh).getByRole('link', { name: there.internal_label })).toHaveCount(0);

  // "All sites" lifts the scope everywhere.
  await switcher(fresh).selectOption({ label: 'All sites' });
  await expect(fresh).toHaveURL((url) => !url.searchParams.has('site'));
  await expect(partsTable(fresh).getByRole('link', { name: there.internal_label })).toBeVisible();
  await fresh.close();
});

test('a link naming a site that is not one of the account’s active sites shows every site', async ({ page }) => {
  const prefix = `E2E unknown scope ${Date.now().toString(36)}`;
  const part = await newPart(page.request, 'knife', prefix);
  await page.goto(`/parts?site=site_nosuchkitchen&q=${encodeURIComponent(prefix)}`);
  await expect(partsTable(page).getByRole('link', { name: part.internal_label })).toBeVisible();
  await expect(switcher(page).getByRole('option', { selected: true })).toHaveText('All sites');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the site switcher is in the menu and scopes the screen', async ({ page }) => {
    const [, chosen] = await kitchens(page.request);
    await page.goto('/parts');
    await expect(switcher(page)).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await switcher(page).selectOption(chosen!.id);
    await expect(page).toHaveURL((url) => url.searchParams.get('site') === chosen!.id);
    await expect(switcher(page)).toBeInViewport();
  });
});
