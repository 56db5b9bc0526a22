import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createPart, uniqueLabel } from '../parts/parts-api';
import type { OpenedWrite, WriteUnderTest } from './write-under-test';

interface PartRow {
  id: string;
  internal_label: string;
}

/** Parts with this label among the newest 100 (a new part is always among them). */
async function partsLabelled(request: APIRequestContext, label: string): Promise<number> {
  const response = await request.get('/v1/parts?limit=100');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: PartRow[] };
  return data.filter((part) => part.internal_label === label).length;
}

async function openRegister(page: Page): Promise<OpenedWrite> {
  const label = uniqueLabel('E2E fault register');
  // A serial of its own: one part per serial number, and every fault registers a part.
  const serial = `SN-${label.split(' ').at(-1)}`;
  await page.goto('/parts');
  await page.getByRole('button', { name: 'Register a part' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Register a part' });
  await dialog.getByLabel('Type').selectOption('knife');
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByLabel('Serial number').fill(serial);
  await dialog.getByLabel('Manufacturer').fill('Kessler');
  expect(await partsLabelled(page.request, label)).toBe(0);
  return {
    submit: dialog.getByRole('button', { name: 'Register part' }),
    failure: dialog.getByRole('alert'),
    retry: () => dialog.getByRole('alert').getByRole('button', { name: 'Try again' }).click(),
    expectBusy: () => expect(dialog.getByRole('button', { name: 'Registering…' })).toBeDisabled(),
    pressEnterAgain: () => dialog.getByLabel('Serial number').press('Enter'),
    async expectInputKept() {
      await expect(dialog.getByLabel('Type')).toHaveValue('knife');
      await expect(dialog.getByLabel('Label')).toHaveValue(label);
      await expect(dialog.getByLabel('Serial number')).toHaveValue(serial);
      await expect(dialog.getByLabel('Manufacturer')).toHaveValue('Kessler');
    },
    async expectDone() {
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: `Registered ${label}` })).toBeVisible();
    },
    expectExactlyOneWrite: async () => expect(await partsLabelled(page.request, label)).toBe(1),
  };
}

async function openEdit(page: Page): Promise<OpenedWrite> {
  const label = uniqueLabel('E2E fault edit');
  const part = await createPart(page.request, { internal_label: label, model: 'M 1' });
  const edited = `${label} edited`;
  await page.goto(`/parts/${part.id}`);
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit part details' });
  await form.getByLabel('Label').fill(edited);
  await form.getByLabel('Model').fill('M 2');
  const heading = page.getByRole('heading', { level: 1 });
  return {
    submit: form.getByRole('button', { name: 'Save changes' }),
    failure: page.getByRole('alert').filter({ hasText: 'Your changes were not saved; the previous values are back.' }),
    retry: () => form.getByRole('button', { name: 'Save changes' }).click(),
    // The edit shows at once (optimistic) and the form closes; it can't be reopened until the save lands.
    async expectBusy() {
      await expect(page.getByRole('status').filter({ hasText: 'Saving…' })).toBeVisible();
      await expect(heading).toHaveText(edited);
      await expect(form).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit details' })).toBeDisabled();
    },
    async expectInputKept() {
      await expect(heading).toHaveText(label);
      await expect(form.getByLabel('Label')).toHaveValue(edited);
      await expect(form.getByLabel('Model')).toHaveValue('M 2');
    },
    async expectDone() {
      await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
      await expect(heading).toHaveText(edited);
    },
    async expectExactlyOneWrite() {
      const response = await page.request.get(`/v1/parts/${part.id}`);
      const { data } = (await response.json()) as { data: PartRow & { model: string } };
      expect(data).toMatchObject({ internal_label: edited, model: 'M 2' });
      expect(await partsLabelled(page.request, edited)).toBe(1);
    },
  };
}

export const partWrites: WriteUnderTest[] = [
  { name: 'register a part', target: { method: 'POST', path: /^\/v1\/parts$/ }, keyed: true, open: openRegister },
  { name: 'edit a part', target: { method: 'PATCH', path: /^\/v1\/parts\/[^/]+$/ }, keyed: false, open: openEdit },
];
