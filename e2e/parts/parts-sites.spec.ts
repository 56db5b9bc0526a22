import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { apiGet } from '../support/orders/orders-api';
import { uniqueLabel } from '../support/parts/parts-api';
import { kitchens } from '../support/settings/sites-api';

async function siteOf(page: Page, partId: string): Promise<string> {
  return (await apiGet<{ data: { site_id: string } }>(page.request, `/v1/parts/${partId}`)).data.site_id;
}

test('register a part at a chosen site: it is there, and the dialog offers that site first next time', async ({ page }) => {
  const sites = await kitchens(page.request);
  const chosen = sites[1]!;
  await page.goto('/parts');
  await page.getByRole('button', { name: 'Register a part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register a part' });
  const site = dialog.getByLabel(/^Site/);
  await expect(site.getByRole('option')).toHaveText(sites.map((s) => s.name));
  await site.selectOption(chosen.id);
  await dialog.getByLabel('Type').selectOption('knife');
  const label = uniqueLabel('E2E site part');
  await dialog.getByLabel('Label').fill(label);
  const created = page.waitForResponse((r) => r.url().endsWith('/v1/parts') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Register part' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string } };
  expect(await siteOf(page, data.id)).toBe(chosen.id);

  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Register a part' }).click();
  await expect(page.getByRole('dialog', { name: 'Register a part' }).getByLabel(/^Site/)).toHaveValue(chosen.id);
});

test('import with a Kitchen column: each row goes to the kitchen it names, others to the file’s site; an unknown kitchen is a row problem', async ({
  page,
}) => {
  const sites = await kitchens(page.request);
  const [first, second] = [sites[0]!, sites[1]!];
  const t = uniqueLabel('k').split(' ')[1]!;
  const csv =
    'Type,Label,Kitchen\r\n' +
    `knife,Named ${t},${second.name.toUpperCase()}\r\n` +
    `knife,Unnamed ${t},\r\n` +
    `knife,Lost ${t},Nowhere ${t}\r\n`;
  await page.goto('/parts/import');
  await page
    .getByLabel('Choose a file, or drop it here')
    .setInputFiles({ name: 'kitchens.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel('Column “Kitchen”')).toHaveValue('site');
  await page.locator('#import-site').selectOption(first.id);

  const known = sites.map((s) => `“${s.name}”`);
  const problem = page.getByText(`Site “Nowhere ${t}” is not one of your sites`);
  await expect(problem).toBeVisible();
  for (const name of known) await expect(problem).toContainText(name);
  await page.getByRole('checkbox', { name: 'Import row 4' }).uncheck();
  await page.getByRole('button', { name: 'Import 2 parts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registered 2 parts' })).toBeVisible();

  const listed = await apiGet<{ data: { id: string; internal_label: string; site_id: string }[] }>(
    page.request,
    `/v1/parts?q=${encodeURIComponent(t)}&limit=10`,
  );
  const siteByLabel = Object.fromEntries(listed.data.map((part) => [part.internal_label, part.site_id]));
  expect(siteByLabel).toEqual({ [`Named ${t}`]: second.id, [`Unnamed ${t}`]: first.id });
});
