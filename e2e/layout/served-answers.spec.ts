import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';

/**
 * A cold load carries the answers to the screen's first reads in its HTML (the session, the
 * header's sites, the screen's first page): once the scripts run, the screen shows its data
 * without asking for any of them again.
 */
const API_PATH = /^\/(v1|portal|sandbox)\//;

/** Every API read the page's scripts make from now on. */
function readsAfterScripts(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (API_PATH.test(url.pathname)) reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return reads;
}

test('the Parts screen shows its first page without asking for the session or the parts', async ({ page }) => {
  const reads = readsAfterScripts(page);
  const response = await page.goto('/parts');
  expect(await response?.text()).toContain('id="served-answers"');
  await expect(page.getByRole('table', { name: 'Parts' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Site' }).or(page.getByRole('button', { name: 'Sign out' }))).toBeVisible();
  expect(reads).toEqual([]);
});

test('the Overview shows its counts without asking for the session or the reads that do not depend on the clock', async ({
  page,
}) => {
  const reads = readsAfterScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading counts' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  // Today's pickups are asked for from the browser's clock and zone, which the server cannot know.
  expect(reads.filter((read) => !read.includes('pickup_from='))).toEqual([]);
});

test('a screen asked with a search reads its own data, with the session served', async ({ page }) => {
  const reads = readsAfterScripts(page);
  await page.goto('/parts?status=retired');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  expect(reads.some((read) => read.startsWith('GET /v1/parts?status=retired'))).toBe(true);
  expect(reads.filter((read) => read.startsWith('GET /portal/session'))).toEqual([]);
});
