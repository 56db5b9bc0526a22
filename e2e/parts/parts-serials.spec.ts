import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { createPart, uniqueLabel } from '../support/parts/parts-api';

test('register and edit say which part already has a serial number, with a link to it', async ({ page }) => {
  const serial = `VE-${uniqueLabel('x').split(' ')[1]}`;
  const owner = await createPart(page.request, { internal_label: uniqueLabel('Serial owner'), serial_number: serial });
  const other = await createPart(page.request, { internal_label: uniqueLabel('Other part') });

  await page.goto('/parts');
  await page.getByRole('button', { name: 'Register a part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register a part' });
  await dialog.getByLabel('Type').selectOption('knife');
  await dialog.getByLabel('Label').fill(uniqueLabel('Second knife'));
  await dialog.getByLabel('Serial number').fill(` ${serial.toLowerCase()} `);
  await dialog.getByRole('button', { name: 'Register part' }).click();
  const field = dialog.getByLabel('Serial number');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    `Another part already has this serial number: “${owner.internal_label}”. Each part needs its own; leave it empty if the part has none.`,
  );
  await expect(dialog.getByRole('link', { name: `Open “${owner.internal_label}”` })).toHaveAttribute(
    'href',
    `/parts/${owner.id}`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/parts/${other.id}`);
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit part details' });
  await form.getByLabel('Serial number').fill(serial);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form.getByRole('link', { name: `Open “${owner.internal_label}”` }).click();
  await expect(page).toHaveURL(`/parts/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: owner.internal_label })).toBeVisible();
});
