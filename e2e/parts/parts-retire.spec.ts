import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { createOrder, createPart, uniqueLabel } from '../support/parts/parts-api';

test('a new part, lost or broken, is retired from its page with the same confirmation as the advice’s', async ({ page }) => {
  const label = uniqueLabel('E2E lost knife');
  const part = await createPart(page.request, { internal_label: label });
  await page.goto(`/parts/${part.id}`);
  // Far from the end of its service life: no advice to replace, and still a way to retire it.
  await expect(page.getByRole('note').filter({ hasText: 'Replace rather than sharpen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Retire part' }).click();
  const dialog = page.getByRole('dialog', { name: `Retire “${label}”?` });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retire part' })).toBeFocused();

  await page.getByRole('button', { name: 'Retire part' }).click();
  await dialog.getByRole('button', { name: 'Retire part' }).click();
  await expect(page.getByText(/Retired\. This part has left the service cycle/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retire part' })).toHaveCount(0);
  const stored = (await (await page.request.get(`/v1/parts/${part.id}`)).json()) as { data: { status: string } };
  expect(stored.data.status).toBe('retired');
});

test('a part in an open order says it can be retired once that order ends, and links to the order', async ({ page }) => {
  const part = await createPart(page.request, { internal_label: uniqueLabel('E2E busy knife') });
  const orderId = await createOrder(page.request, [part.id]);
  await page.goto(`/parts/${part.id}`);
  await expect(page.getByText(/in an open order, WS-\d+: retire it once that order is completed or cancelled/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retire part' })).toHaveCount(0);
  await page.getByRole('link', { name: /^WS-\d+$/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/orders/${orderId}`);
});
