import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet, newPart, placeOrderViaApi } from '../support/orders/orders-api';
import { kitchens } from '../support/settings/sites-api';

test('the part page names its site and moves it to another in one step, logged in the service history', async ({ page }) => {
  const [from, to] = await kitchens(page.request);
  const part = await newPart(page.request, 'knife', 'E2E move', from!.id);
  await page.goto(`/parts/${part.id}`);
  const section = page.getByRole('region', { name: 'Site' });
  await expect(section).toContainText(from!.name);
  await expectNoAxeViolations(page);

  await section.getByLabel('Move to').selectOption(to!.id);
  await section.getByRole('button', { name: 'Move part' }).click();
  await expect(section.getByRole('status')).toHaveText(`Moved to ${to!.name}. The move is in the service history.`);
  await expect(section.getByText(to!.name, { exact: true })).toBeVisible();
  const moved = (await apiGet<{ data: { site_id: string } }>(page.request, `/v1/parts/${part.id}`)).data;
  expect(moved.site_id).toBe(to!.id);

  const history = page.getByRole('table', { name: 'Service history' });
  const row = history.getByRole('row').filter({ hasText: 'Moved' });
  await expect(row).toContainText(`From ${from!.name} to ${to!.name}`);
  await expect(row.getByRole('cell').nth(1)).toHaveText('—');
  await expectNoAxeViolations(page);
});

test('a part in an open order stays where the driver collects it: no move is offered', async ({ page }) => {
  const [home] = await kitchens(page.request);
  const part = await newPart(page.request, 'saw', 'E2E held move', home!.id);
  await placeOrderViaApi(page.request, [part.id]);
  await page.goto(`/parts/${part.id}`);
  const section = page.getByRole('region', { name: 'Site' });
  await expect(section).toContainText('It is in an open order: move it once the order is completed or cancelled.');
  await expect(section.getByRole('button', { name: 'Move part' })).toHaveCount(0);
});

test('a move the server refuses (the part went into an order meanwhile) leaves the part where it was and says why', async ({
  page,
}) => {
  const [from, to] = await kitchens(page.request);
  const part = await newPart(page.request, 'knife', 'E2E refused move', from!.id);
  await page.goto(`/parts/${part.id}`);
  const section = page.getByRole('region', { name: 'Site' });
  await section.getByLabel('Move to').selectOption(to!.id);
  // The part went into an order in another tab meanwhile.
  await placeOrderViaApi(page.request, [part.id]);
  const refused = page.waitForResponse((r) => r.url().endsWith(`/v1/parts/${part.id}`) && r.request().method() === 'PATCH');
  await section.getByRole('button', { name: 'Move part' }).click();
  expect((await refused).status()).toBe(409);
  // The refusal refreshes the part: the page now shows why it cannot move.
  await expect(section).toContainText('It is in an open order');
  await expect(section.getByRole('button', { name: 'Move part' })).toHaveCount(0);
  expect((await apiGet<{ data: { site_id: string } }>(page.request, `/v1/parts/${part.id}`)).data.site_id).toBe(from!.id);
});

test('the parts table moves the selected parts to another site; a part that went into an order meanwhile stays, named', async ({
  page,
}) => {
  const [from, to] = await kitchens(page.request);
  const prefix = `E2E bulk move ${Date.now().toString(36)}`;
  const parts = [
    await newPart(page.request, 'knife', prefix, from!.id),
    await newPart(page.request, 'saw', prefix, from!.id),
    await newPart(page.request, 'chisel', prefix, from!.id),
  ];
  await page.goto(`/parts?q=${encodeURIComponent(prefix)}`);
  const table = page.getByRole('table', { name: 'Parts' });
  for (const part of parts) await table.getByRole('checkbox', { name: new RegExp(`^Select ${part.internal_label}`) }).check();
  await placeOrderViaApi(page.request, [parts[2]!.id]);

  await page.getByRole('region', { name: 'Selected parts' }).getByRole('button', { name: 'Move to site (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 3 parts to another site' });
  await dialog.getByLabel('Move to').selectOption(to!.id);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Move 3 parts' }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: /^Moved/ });
  await expect(outcome).toContainText(`Moved 2 parts to ${to!.name}.`);
  await expect(outcome).toContainText(`1 part stayed where it was:${parts[2]!.internal_label}: in an open order`);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const siteOf = async (id: string) =>
    (await apiGet<{ data: { site_id: string } }>(page.request, `/v1/parts/${id}`)).data.site_id;
  expect(await Promise.all(parts.map((part) => siteOf(part.id)))).toEqual([to!.id, to!.id, from!.id]);
});
