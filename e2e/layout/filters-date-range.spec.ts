import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';

const SCREENS = [
  { path: '/orders', api: '/v1/orders', table: 'Orders', from: 'Created from', to: 'Created to' },
  { path: '/invoices', api: '/v1/invoices', table: 'Invoices', from: 'Invoice date from', to: 'Invoice date to' },
] as const;

function reversedRequests(page: Page, api: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    if (url.pathname === api && from && to && from > to) sent.push(url.search);
  });
  return sent;
}

for (const screen of SCREENS) {
  test(`${screen.path}: a reversed date range is explained next to the filter and the list stays`, async ({ page }) => {
    const sent = reversedRequests(page, screen.api);
    await page.goto(`${screen.path}?from=2020-01-01`);
    const table = page.getByRole('table', { name: screen.table });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const firstRow = await rows.nth(1).textContent();

    const to = page.getByLabel(screen.to);
    await to.fill('2019-06-30');
    await expect(page).toHaveURL((url) => url.searchParams.get('to') === '2019-06-30');
    const message = page.getByRole('alert').filter({ hasText: `“${screen.from}” is after “${screen.to}”` });
    await expect(message).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(/Choose a start on or before the end/);
    // The last good list is still there, and no request with the reversed range went out.
    await expect(rows.nth(1)).toHaveText(firstRow ?? '');
    await expect(page.getByText('The server had a problem')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);

    // Fixing the range lists again and the message goes.
    await to.fill('2099-12-31');
    await expect(message).toHaveCount(0);
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
    await expect(rows.nth(1)).toBeVisible();
  });
}

test('a link that arrives with a reversed range lists without the dates and says why', async ({ page }) => {
  const sent = reversedRequests(page, '/v1/orders');
  await page.goto('/orders?from=2026-12-01&to=2026-01-01');
  await expect(page.getByRole('alert').filter({ hasText: '“Created from” is after “Created to”' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toBeVisible();
  expect(sent).toEqual([]);
});
