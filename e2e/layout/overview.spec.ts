import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { centsFromText, shownTotal } from '../support/invoices-api';

const API_PATH = /^\/(v1|portal|sandbox)\//;

async function apiTotal(page: Page, resource: string, status?: string): Promise<number> {
  const query = new URLSearchParams({ limit: '1', ...(status ? { status } : {}) });
  const response = await page.request.get(`/v1/${resource}?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).meta.total;
}

function tile(page: Page, label: string) {
  return page.getByRole('list', { name: 'Summary' }).getByRole('link', { name: new RegExp(`^${label} [\\d,]+`) });
}

async function tileCount(page: Page, label: string): Promise<number> {
  const text = await tile(page, label).getByTestId('tile-count').textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

// Ten v1 reads and the session: the two wear tiles cost one count each (and tell whether the server has the wear extensions), the recent activity one read (and tells whether it has events).
test('the overview costs at most 11 requests', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (API_PATH.test(url.pathname)) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto('/');
  await expect(tile(page, 'Overdue invoices')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(11);
});

test('the overview’s numbers match the lists they link to', async ({ page }) => {
  await page.goto('/');
  await expect(tile(page, 'Parts in service')).toBeVisible();

  for (const { label, noun, path } of [
    { label: 'Parts', noun: 'parts', path: '/parts' },
    { label: 'Parts with you', noun: 'parts', path: '/parts?status=with_customer' },
    { label: 'Parts in service', noun: 'parts', path: '/parts?status=in_service' },
    { label: 'Invoices to pay', noun: 'invoices', path: '/invoices?status=sent' },
    { label: 'Overdue invoices', noun: 'invoices', path: '/invoices?status=overdue' },
  ]) {
    await page.goto('/');
    const count = await tileCount(page, label);
    await tile(page, label).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    if (count === 0) await expect(page.getByRole('heading', { name: /^No / })).toBeVisible();
    else await expect.poll(() => shownTotal(page, count === 1 ? noun.slice(0, -1) : noun), { message: label }).toBe(count);
  }

  await page.goto('/');
  const open = (await apiTotal(page, 'orders')) - (await apiTotal(page, 'orders', 'completed'));
  expect(await tileCount(page, 'Open orders')).toBe(open);
});

test('invoice amounts are the sum of the list when the API gives them all', async ({ page }) => {
  await page.goto('/');
  for (const { label, status } of [
    { label: 'Invoices to pay', status: 'sent' },
    { label: 'Overdue invoices', status: 'overdue' },
  ]) {
    const response = await page.request.get(`/v1/invoices?status=${status}&limit=100`);
    const { data, meta } = await response.json();
    const hint = await tile(page, label).locator('span').last().textContent();
    if (meta.total <= 100) {
      const sum = data.reduce((acc: number, invoice: { total_cents: number }) => acc + invoice.total_cents, 0);
      expect(centsFromText(hint!.replace(/ (to pay|overdue)$/, ''))).toBe(sum);
    } else {
      expect(hint).toContain('open the list for amounts');
    }
  }
});

test('recent orders and invoices due link to their lists and invoices', async ({ page }) => {
  await page.goto('/');
  const due = page.getByRole('region', { name: 'Invoices due' });
  const first = due.getByRole('link').first();
  if ((await due.getByRole('listitem').count()) > 0) {
    const number = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await page.goBack();
  }
  await page.getByRole('region', { name: 'Recent orders' }).getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the overview has no WCAG 2.1 AA violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Invoices due' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the overview leads with what needs doing: an order for the parts due, the overdue invoices to open', async ({ page }) => {
  const dueTotal = (await (await page.request.get('/v1/parts?status=with_customer&wear_min=70&limit=100')).json()) as {
    data: { id: string }[];
    meta: { total: number };
  };
  expect(dueTotal.meta.total).toBeGreaterThan(0);
  await page.goto('/');
  const needs = page.getByRole('region', { name: 'Needs doing' });
  // First on the page, before the counts.
  const needsTop = (await needs.boundingBox())!.y;
  expect(needsTop).toBeLessThan((await page.getByRole('list', { name: 'Summary' }).boundingBox())!.y);
  await expectNoAxeViolations(page);

  const chosen = dueTotal.data.length;
  const overdue = await apiTotal(page, 'invoices', 'overdue');
  expect(overdue).toBeGreaterThan(0);
  const first = needs.getByRole('link', { name: /^Open INV-/ }).first();
  const invoiceNumber = (await first.textContent())!.replace('Open ', '');
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(invoiceNumber) })).toBeVisible();

  await page.goBack();
  await needs
    .getByRole('link', { name: chosen === 1 ? 'Order pickup for this part' : `Order pickup for these ${chosen}` })
    .click();
  await expect(page).toHaveURL(/\/orders\/new/);
  await expect(page.getByRole('list', { name: 'Chosen parts' }).getByRole('listitem')).toHaveCount(chosen);
});
