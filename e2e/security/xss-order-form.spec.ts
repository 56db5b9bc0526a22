import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { apiGet, newOrderPath } from '../support/orders/orders-api';
import { chooseEarliestWindow } from '../support/orders/pickup-windows-api';
import { XSS_PAYLOADS, armXssProbes, expectNoXss, runToken } from '../support/security/xss-payloads';
import { createPayloadParts } from '../support/security/xss-records';

test('instructions typed into the order form survive a reload as typed and show as text once the order is placed', async ({
  page,
}) => {
  const probes = await armXssProbes(page);
  const token = runToken();
  const parts = (await createPayloadParts(page.request, token)).slice(0, 3);
  const end = `instructions-end-${token}`;
  const instructions = `${XSS_PAYLOADS.join('\n')}\n${end}`;

  await page.goto(newOrderPath(parts.map((part) => part.id)));
  const chips = page.getByRole('list', { name: 'Chosen parts' });
  for (const part of parts) await expect(chips.getByText(part.label, { exact: true })).toBeVisible();
  await chooseEarliestWindow(page);
  const field = page.getByLabel(/Instructions for the driver/);
  await field.fill(instructions);
  await expectNoXss(page, probes, '/orders/new while typing');

  // The draft is kept in sessionStorage and read back into the form: as a value, never as markup.
  await page.reload();
  await expect(field).toHaveValue(instructions);
  await expectNoXss(page, probes, '/orders/new after a reload');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order WS-\d+$/ })).toBeVisible();
  const orderId = page.url().split('/orders/')[1]!;
  const stored = await apiGet<{ data: { instructions: string } }>(page.request, `/v1/orders/${orderId}`);
  expect(stored.data.instructions).toBe(instructions);
  // Line breaks are kept (pre-wrap); the text content is the typed string exactly.
  const shown = page.getByText(end);
  await expect(shown).toBeVisible();
  expect(await shown.textContent()).toBe(instructions);
  const table = page.getByRole('table', { name: 'Parts in this order' });
  for (const part of parts) await expect(table.getByRole('link', { name: part.label, exact: true })).toBeVisible();
  await expectNoXss(page, probes, `/orders/${orderId}`);
});
