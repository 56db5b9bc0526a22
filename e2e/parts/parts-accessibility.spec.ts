import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { advanceToCompletion, createOrder, createPart, uniqueLabel } from '../support/parts/parts-api';
import { expectNoAxeViolations } from '../support/common/axe';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    test('the parts list with a selection has no WCAG 2.1 AA violations', async ({ page }) => {
      await page.goto('/parts');
      const table = page.getByRole('table', { name: 'Parts' });
      await expect(table.getByRole('meter').first()).toBeVisible();
      await table.getByRole('checkbox', { disabled: false }).first().check();
      await expect(page.getByRole('region', { name: 'Selected parts' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the register dialog, with field errors, has no WCAG 2.1 AA violations', async ({ page }) => {
      await page.goto('/parts');
      await page.getByRole('button', { name: 'Register a part' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register a part' });
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Register part' }).click();
      await expect(dialog.getByLabel('Type')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
    });

    test('a serviced part’s screen, and its edit form, have no WCAG 2.1 AA violations', async ({ page }) => {
      const part = await createPart(page.request, { internal_label: uniqueLabel('A11y'), manufacturer: 'Vellen', model: 'V 20' });
      await advanceToCompletion(page.request, await createOrder(page.request, [part.id]));
      await page.goto(`/parts/${part.id}`);
      await expect(page.getByRole('table', { name: 'Service history' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Edit details' }).click();
      await expect(page.getByRole('form', { name: 'Edit part details' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the part not-found screen has no WCAG 2.1 AA violations', async ({ page }) => {
      await page.goto('/parts/part_missing000000');
      await expect(page.getByRole('heading', { level: 1, name: 'Part not found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
