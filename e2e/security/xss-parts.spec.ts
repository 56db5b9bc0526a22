import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { XSS_PAYLOADS, armXssProbes, expectNoXss, runToken } from '../support/security/xss-payloads';
import { createPayloadParts, expectStoredVerbatim, payloadText, type PayloadPart } from '../support/security/xss-records';

test('part text stored through the API shows as text in the list, selection bar, order picker, chips and detail page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const probes = await armXssProbes(page);
  const token = runToken();
  const parts = await createPayloadParts(page.request, token);
  await expectStoredVerbatim(page.request, parts[0]!);

  await page.goto('/parts');
  const table = page.getByRole('table', { name: 'Parts' });
  for (const part of parts) {
    await expect(table.getByRole('link', { name: part.label, exact: true })).toBeVisible();
    await expect(table.getByText(part.serial, { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: `Select ${part.label}`, exact: true }).check();
  }
  const bar = page.getByRole('region', { name: 'Selected parts' });
  await expect(bar.getByText(`${parts.length} selected`)).toBeVisible();
  await expectNoXss(page, probes, '/parts with the parts selected');

  await bar.getByRole('button', { name: `Order pickup (${parts.length})` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Chosen parts' });
  const picker = page.getByRole('listbox', { name: 'Parts that can be ordered' });
  await page.getByLabel('Search parts').fill(token);
  for (const part of parts) {
    await expect(chips.getByText(part.label, { exact: true })).toBeVisible();
    await expect(chips.getByRole('button', { name: `Remove ${part.label}`, exact: true })).toBeVisible();
    await expect(picker.getByText(part.label, { exact: true })).toBeVisible();
    // The description line goes on with the part's wear and forecast.
    await expect(picker.getByText(`Blade · S/N ${part.serial} · Wear`)).toBeVisible();
  }
  await expectNoXss(page, probes, '/orders/new picker and chips');

  for (const part of parts) {
    await page.goto(`/parts/${part.id}`);
    await expectPartDetailShowsText(page, part);
    await expectNoXss(page, probes, `/parts/${part.id}`);
  }
});

async function expectPartDetailShowsText(page: import('@playwright/test').Page, part: PayloadPart): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: part.label, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${part.label} · Parts · Whetstone`);
  for (const text of [part.serial, part.manufacturer, part.model])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test('payloads typed into the register dialog and the edit form are stored verbatim and shown as text', async ({ page }) => {
  const probes = await armXssProbes(page);
  const token = runToken();
  const typed = (offset: number, field: string) => payloadText(XSS_PAYLOADS[offset % XSS_PAYLOADS.length]!, field, offset, token);

  await page.goto('/parts');
  await page.getByRole('button', { name: 'Register a part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register a part' });
  const registered = {
    label: typed(0, 'label'),
    serial: typed(1, 'serial'),
    manufacturer: typed(2, 'maker'),
    model: typed(3, 'model'),
  };
  await dialog.getByLabel('Type').selectOption('blade');
  await dialog.getByLabel('Label').fill(registered.label);
  await dialog.getByLabel('Serial number').fill(registered.serial);
  await dialog.getByLabel('Manufacturer').fill(registered.manufacturer);
  await dialog.getByLabel('Model').fill(registered.model);
  await dialog.getByRole('button', { name: 'Register part' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: 'Registered' });
  await expect(notice.getByRole('link', { name: registered.label, exact: true })).toBeVisible();
  await expectNoXss(page, probes, '/parts after registering');

  await notice.getByRole('link', { name: registered.label, exact: true }).click();
  const id = page.url().split('/parts/')[1]!;
  await expectStoredVerbatim(page.request, { id, ...registered });
  await expectPartDetailShowsText(page, { id, ...registered });

  const edited = {
    id,
    label: typed(4, 'label'),
    serial: typed(5, 'serial'),
    manufacturer: typed(6, 'maker'),
    model: typed(7, 'model'),
  };
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit part details' });
  await form.getByLabel('Label').fill(edited.label);
  await form.getByLabel('Serial number').fill(edited.serial);
  await form.getByLabel('Manufacturer').fill(edited.manufacturer);
  await form.getByLabel('Model').fill(edited.model);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
  await expectPartDetailShowsText(page, edited);
  await expectStoredVerbatim(page.request, edited);
  await expectNoXss(page, probes, `/parts/${id} after the edit`);
});
