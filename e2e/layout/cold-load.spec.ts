import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { apiGet } from '../support/orders/orders-api';

/**
 * A cold load of a screen names every script it will run in its HTML (the entry's
 * and the screen's own, as modulepreload links), so none is discovered a round
 * trip later, after the entry has run.
 */

async function scriptsOfColdLoad(page: Page, path: string): Promise<{ announced: Set<string>; fetched: Set<string> }> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.add(new URL(request.url()).pathname);
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  const announced = new Set(
    [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map((m) => m[1] ?? ''),
  );
  return { announced, fetched };
}

test('the parts list announces all its scripts in the HTML', async ({ page }) => {
  const { announced, fetched } = await scriptsOfColdLoad(page, '/parts');
  await expect(page.getByRole('table', { name: 'Parts' })).toBeVisible();
  expect(fetched.size).toBeGreaterThan(1);
  expect([...fetched].filter((script) => !announced.has(script))).toEqual([]);
});

test("an order's page announces all its scripts in the HTML", async ({ page }) => {
  const { data } = await apiGet<{ data: { id: string }[] }>(page.request, '/v1/orders?limit=1');
  const { announced, fetched } = await scriptsOfColdLoad(page, `/orders/${data[0]?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Parts' })).toBeVisible();
  expect([...fetched].filter((script) => !announced.has(script))).toEqual([]);
});

test('the overview, served at /, announces all its scripts in the HTML', async ({ page }) => {
  const { announced, fetched } = await scriptsOfColdLoad(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading counts' })).toBeHidden();
  expect([...fetched].filter((script) => !announced.has(script))).toEqual([]);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the served HTML paints the frame and a skeleton', async ({ page }) => {
    await page.goto('/parts');
    await expect(page.getByText('Whetstone', { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  });
});
