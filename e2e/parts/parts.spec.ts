import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { createPart, uniqueLabel } from '../support/parts/parts-api';

test('register a part: the server’s 422 lands on its fields, typed input stays, then the part shows in the list', async ({
  page,
}) => {
  await page.goto('/parts');
  await page.getByRole('button', { name: 'Register a part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register a part' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Label').fill('   ');
  await dialog.getByLabel('Serial number').fill('SN-E2E-1');
  await dialog.getByLabel('Manufacturer').fill('Kessler');
  const invalid = page.waitForResponse((r) => r.url().endsWith('/v1/parts') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Register part' }).click();
  expect((await invalid).status()).toBe(422);

  // Focus moves to the error summary at the top, which names each field and links to it.
  const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([/^Type: /, /^Label: /]);
  const type = dialog.getByLabel('Type');
  await summary.getByRole('link', { name: /^Type: / }).click();
  await expect(type).toBeFocused();
  await expect(type).toHaveAttribute('aria-invalid', 'true');
  await expect(type).toHaveAccessibleDescription(/.+/);
  await expect(dialog.getByLabel('Label')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Label')).toHaveAccessibleDescription(/.+/);
  await expect(dialog.getByLabel('Serial number')).toHaveValue('SN-E2E-1');
  await expect(dialog.getByLabel('Manufacturer')).toHaveValue('Kessler');

  const label = uniqueLabel('E2E register');
  await type.selectOption('saw');
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByLabel('Model').fill('K 300');
  const created = page.waitForRequest((r) => r.url().endsWith('/v1/parts') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Register part' }).click();
  expect((await created).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Registered ${label}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('link', { name: label })).toBeVisible();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: label }) });
  await expect(row.getByRole('cell', { name: 'Saw' })).toBeVisible();
  await expect(row.getByRole('meter')).toHaveAttribute('aria-valuetext', '0% worn, fresh');
});

test('a failed registration is retried with the same Idempotency-Key', async ({ page }) => {
  const keys: string[] = [];
  let fail = true;
  await page.route('**/v1/parts', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (fail) {
      fail = false;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Down for a moment.', status: 503 } }),
      });
    }
    return route.continue();
  });
  // A list filtered to knives keeps its filter: the new knife belongs in it.
  await page.goto('/parts?part_type=knife');
  await page.getByRole('button', { name: 'Register a part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register a part' });
  const label = uniqueLabel('E2E retry');
  await dialog.getByLabel('Type').selectOption('knife');
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByRole('button', { name: 'Register part' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The server had a problem');
  await expect(dialog.getByLabel('Label')).toHaveValue(label);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Parts' }).getByRole('link', { name: label })).toBeVisible();
  await expect(page).toHaveURL(/part_type=knife/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('edit a part: new values show at once, a 422 lands on the field, a failure rolls back with a message', async ({ page }) => {
  const label = uniqueLabel('E2E edit');
  const part = await createPart(page.request, {
    internal_label: label,
    manufacturer: 'Feldt',
    model: 'F 100',
    serial_number: 'FE-1',
  });
  await page.goto(`/parts/${part.id}`);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByText('Feldt')).toBeVisible();
  await expect(page.getByText('F 100')).toBeVisible();

  // Saved edit.
  const renamed = `${label} renamed`;
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit part details' });
  await expect(form.getByLabel('Label')).toBeFocused();
  await form.getByLabel('Label').fill(renamed);
  await form.getByLabel('Model').fill('F 200');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
  await expect(page).toHaveTitle(`${renamed} · Parts · Whetstone`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('F 200')).toBeVisible();

  // A blank label is refused: one summary in words, focused, its link to the field; what was typed stays.
  await page.getByRole('button', { name: 'Edit details' }).click();
  await form.getByLabel('Label').fill('   ');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByText(/Validation failed|see details|not saved/)).toHaveCount(0);
  await expect(summary.getByRole('link', { name: /^Label: / })).toHaveText(/spaces alone/);
  await summary.getByRole('link', { name: /^Label: / }).click();
  await expect(form.getByLabel('Label')).toBeFocused();
  await expect(form.getByLabel('Label')).toHaveValue('   ');
  await expect(form.getByLabel('Label')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Label')).toHaveAccessibleDescription(/.+/);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  // The server's own refusal of a field reads the same way: the summary alone, the typed value kept.
  await page.route(`**/v1/parts/${part.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'validation_failed',
              message: 'The request has invalid fields; see details.',
              status: 422,
              details: [{ field: 'model', code: 'too_long', message: 'model is too long.' }],
            },
          }),
        })
      : route.continue(),
  );
  await form.getByLabel('Label').fill(renamed);
  await form.getByLabel('Model').fill('F 300');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(summary.getByRole('link', { name: /^Model: / })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByText(/Validation failed|see details|not saved/)).toHaveCount(0);
  await expect(form.getByLabel('Model')).toHaveValue('F 300');
  await page.unrouteAll();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A server failure: the optimistic value shows, then rolls back with a message; the typed value stays in the form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/v1/parts/${part.id}`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await held;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Boom.', status: 500 } }),
    });
  });
  await page.getByRole('button', { name: 'Edit details' }).click();
  await form.getByLabel('Label').fill('Optimistic name');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Optimistic name' })).toBeVisible();
  release();
  await expect(page.getByRole('alert')).toContainText('Your changes were not saved');
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(form.getByLabel('Label')).toHaveValue('Optimistic name');
});

test('find a part under its filters, set from the URL and from the controls', async ({ page }) => {
  const label = uniqueLabel('E2E chisel');
  await createPart(page.request, { part_type: 'chisel', internal_label: label });
  await page.goto('/parts');
  await page.getByLabel('Type').selectOption('chisel');
  await expect(page).toHaveURL(/part_type=chisel/);
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('link', { name: label })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasNot: page.getByRole('cell', { name: 'Chisel' }) })).toHaveCount(1); // the header

  await page.getByLabel('Status').selectOption('with_customer');
  await expect(page).toHaveURL(/status=with_customer/);
  await expect(table.getByRole('link', { name: label })).toBeVisible();

  await page.goto('/parts?status=in_service&part_type=chisel');
  await expect(page.getByLabel('Status')).toHaveValue('in_service');
  await expect(page.getByText(/^\d[\d,]* parts?$/).or(page.getByText('No parts match these filters'))).toBeVisible();
  await expect(page.getByRole('link', { name: label })).toHaveCount(0);
});

test('an unknown part id shows the part not-found screen', async ({ page }) => {
  await page.goto('/parts/part_doesnotexist00');
  await expect(page.getByRole('heading', { level: 1, name: 'Part not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all parts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
});

test('an empty account sees a call to register its first part', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/v1/parts',
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ data: [], meta: { total: 0, next_cursor: null } }),
          })
        : route.continue(),
  );
  await page.goto('/parts');
  await expect(page.getByRole('heading', { name: 'No parts yet' })).toBeVisible();
  const buttons = page.getByRole('button', { name: 'Register a part' });
  await expect(buttons).toHaveCount(2);
  await buttons.last().click();
  await expect(page.getByRole('dialog', { name: 'Register a part' })).toBeVisible();
});
