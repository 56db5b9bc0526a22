import { expect } from '@playwright/test';
import { test } from '../support/common/test';

const TOTAL = 10_000;

function syntheticPart(index: number) {
  const n = String(index + 1).padStart(5, '0');
  return {
    id: `part_synthetic_${n}`,
    part_type: index % 7 === 0 ? 'laser_cutter' : 'blade',
    status: index % 11 === 0 ? 'sent_to_moon' : 'with_customer',
    wear_level: index % 100,
    sharpening_count: index % 9,
    internal_label: `Synthetic ${n}`,
    serial_number: `SN-${n}`,
    created_at: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    last_serviced_at: null,
  };
}

test('10,000 rows stay virtualized, page in both directions and render unknown values', async ({ page }) => {
  const afters: (string | null)[] = [];
  await page.route(
    (url) => url.pathname === '/v1/parts',
    async (route) => {
      const url = new URL(route.request().url());
      const after = url.searchParams.get('after');
      const limit = Number(url.searchParams.get('limit') ?? 25);
      // The portal's one-off question about the wear extensions is not a page of the list.
      if (!url.searchParams.has('wear_min')) afters.push(after);
      const start = after === null ? 0 : Number(after.replace('c', ''));
      const end = Math.min(TOTAL, start + limit);
      const data = Array.from({ length: end - start }, (_, i) => syntheticPart(start + i));
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data,
          meta: { total: TOTAL, next_cursor: end < TOTAL ? `c${end}` : null, page: 1, per_page: limit },
        }),
      });
    },
  );
  await page.goto('/parts');
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('cell', { name: 'Synthetic 00001', exact: true })).toBeVisible();
  await expect(page.getByText('10,000 parts')).toBeVisible();
  // Values outside the known sets still render, as neutral text.
  await expect(table.getByRole('cell', { name: 'Laser cutter' }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Sent to moon' }).first()).toBeVisible();

  let maxRows = 0;
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, 2_500);
    await page.waitForTimeout(60);
    maxRows = Math.max(maxRows, await table.getByRole('row').count());
  }
  await expect(table.getByRole('cell', { name: /^Synthetic 0[1-9]\d{3}$/ }).first()).toBeVisible();
  expect(maxRows).toBeLessThanOrEqual(150);
  expect(afters.slice(0, 3)).toEqual([null, 'c100', 'c200']);

  // Back to the top: the pages dropped by maxPages are fetched again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(table.getByRole('cell', { name: 'Synthetic 00001', exact: true })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeLessThanOrEqual(150);
});

test('the real list ends with an end-of-list marker, and back-navigation keeps the scroll position', async ({ page }) => {
  await page.goto('/parts');
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const endMarker = page.getByRole('status').filter({ hasText: /End of list · [\d,]+ parts/ });
  for (let step = 0; step < 60 && !(await endMarker.isVisible()); step++) {
    await page.mouse.wheel(0, 3_000);
    await page.waitForTimeout(100);
  }
  await expect(endMarker).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 2_400));
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 100);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 100);
});
