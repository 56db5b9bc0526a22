import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';

const EXTENSION_PARAMS = ['q', 'wear_min', 'wear_max', 'sort', 'due_within'];
const EXTENSION_FIELDS = ['forecast_due_at', 'wear_per_day', 'forecast_basis', 'sharpenings_left'];

/** Plays a v1 server without the wear extensions: new parameters are 400, new fields absent. */
async function actAsPlainV1(page: Page) {
  await page.route(/\/v1\/parts(\/[^/?]+)?(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    const unknown = EXTENSION_PARAMS.find((name) => url.searchParams.has(name));
    if (unknown) {
      const message = `Unknown query parameter "${unknown}".`;
      await route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'invalid_parameter',
            message,
            status: 400,
            details: [{ field: unknown, code: 'unknown_field', message }],
          },
        },
      });
      return;
    }
    const response = await route.fetch();
    const body = await response.json();
    const strip = (item: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(item).filter(([key]) => !EXTENSION_FIELDS.includes(key)));
    const data = Array.isArray(body.data) ? body.data.map(strip) : body.data ? strip(body.data) : body.data;
    await route.fulfill({ response, json: { ...body, data } });
  });
}

test('against a v1 server without the wear extensions, the portal hides them and everything else works', async ({ page }) => {
  await actAsPlainV1(page);
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Summary' }).getByRole('link', { name: /^Parts with you/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Due for service/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Due in the next 14 days/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A link made on a newer server still opens: the filters this server lacks are left out.
  await page.goto('/parts?q=line&wear=due&sort=-wear_level&status=with_customer');
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('with_customer');
  await expect(page.getByLabel('Search', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Wear', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Sort', { exact: true })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Forecast' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const link = table.getByRole('row').nth(1).getByRole('link');
  const label = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByText(/^Forecast: /)).toHaveCount(0);
  await expect(page.getByText(/^Sharpenings left: /)).toHaveCount(0);
  await page.getByRole('link', { name: 'Order pickup' }).click();
  await expect(page.getByRole('button', { name: `Remove ${label}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /to this pickup$/ })).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: /due (now|within 14 days|for sharpening)/ })).toHaveCount(0);
  await page.getByLabel('Search parts').fill('line');
  await expect(page.getByRole('listbox', { name: 'Parts that can be ordered' }).getByRole('option').first()).toBeVisible();
});

test('against a v1 server without search, the scan screen points to the parts list instead of a lookup box', async ({ page }) => {
  await actAsPlainV1(page);
  await page.goto('/parts/scan');
  await expect(page.getByText('This server can’t look parts up by label or serial number.')).toBeVisible();
  await expect(page.getByLabel('Label or serial number', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'parts list' }).click();
  await expect(page).toHaveURL('/parts');
});
