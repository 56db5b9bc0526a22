import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { centsFromText, shownTotal } from '../support/invoices/invoices-api';
import { apiGet, newPart, placeOrderViaApi } from '../support/orders/orders-api';

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

// Eleven v1 reads, the session and the header's sites (the site switcher, on every screen): the two wear tiles cost one count each (and tell whether the server has the wear extensions), the recent activity one read (and tells whether it has events), the pickups due one (exactly those in the range, where the newest 100 orders were read and filtered before).
// A cold load's HTML answers most of them (served-answers.ts): those count as reads too.
test('the overview costs at most 13 requests', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (API_PATH.test(url.pathname)) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const html = (await (await page.goto('/'))?.text()) ?? '';
  const served = /<script type="application\/json" id="served-answers">(.*?)<\/script>/s.exec(html)?.[1];
  const answeredByServer = Object.keys(served ? (JSON.parse(served) as object) : {}).map((url) => `served ${url}`);
  await expect(tile(page, 'Overdue invoices')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = [...answeredByServer, ...requests];
  expect(reads.length, reads.join('\n')).toBeLessThanOrEqual(13);
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

test.describe('pickups in the next business day', () => {
  test.use({ timezoneId: 'America/New_York' });

  // The sandbox offers windows by its own calendar, so the range's answer is served with this order's window two hours from now.
  test('list each pickup with its window and what to have ready, a way to reschedule it, and a link to all of them', async ({
    page,
  }) => {
    const parts = [await newPart(page.request, 'knife'), await newPart(page.request, 'knife')];
    const orderId = await placeOrderViaApi(
      page.request,
      parts.map((part) => part.id),
    );
    const placed = (await apiGet(page.request, `/v1/orders/${orderId}`)) as { data: Record<string, unknown> };
    const soon = new Date(Math.ceil((Date.now() + 2 * 60 * 60 * 1000) / 3_600_000) * 3_600_000);
    const served = {
      ...placed.data,
      status: 'scheduled',
      pickup_date: soon.toISOString(),
      pickup_window_end: new Date(soon.getTime() + 2 * 3_600_000).toISOString(),
    };
    const orderNumber = placed.data.order_number as string;
    let range: URLSearchParams | null = null;
    await page.route(
      (url) => url.pathname === '/v1/orders' && url.searchParams.has('pickup_from'),
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        range = new URL(route.request().url()).searchParams;
        body.data = [served, ...body.data.filter((order: { id: string }) => order.id !== orderId)];
        await route.fulfill({ response, json: body });
      },
    );
    await page.goto('/');
    const task = page
      .getByRole('region', { name: 'Needs doing' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: 'Pickups in the next business day' }),
      });
    await expect(task).toBeVisible();
    expect(range!.get('pickup_to')! > range!.get('pickup_from')!).toBe(true);
    await expect(task).toContainText('America/New_York');
    const row = task.getByRole('listitem').filter({ has: page.getByRole('link', { name: orderNumber, exact: true }) });
    await expect(row).toContainText('2 parts to hand over');
    // The window's start and end, in the user's zone.
    await expect(row).toContainText(/window \w{3}, [^·]+\d{2}:00[^·]*–\d{2}:00[^·]* (EST|EDT)\b/);
    await expect(task.getByText(/^Only the newest 100 orders were looked at/)).toHaveCount(0);
    await expect(task.getByRole('link', { name: /^All \d+ pickups?$/ })).toHaveAttribute(
      'href',
      /\/orders\?pickup_from=.+&pickup_to=.+/,
    );
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: `Reschedule ${orderNumber}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/orders/${orderId}` && url.hash === '#order-actions');
    await expect(page.getByRole('button', { name: 'Change pickup window' })).toBeInViewport();
  });

  test('the orders list shows the pickups in a range, earliest first, and says so', async ({ page }) => {
    const parts = [await newPart(page.request, 'knife')];
    const orderId = await placeOrderViaApi(
      page.request,
      parts.map((part) => part.id),
    );
    const placed = (await apiGet(page.request, `/v1/orders/${orderId}`)) as {
      data: { order_number: string; pickup_window_start: string };
    };
    const start = Date.parse(placed.data.pickup_window_start);
    const from = new Date(start - 60_000).toISOString();
    const to = new Date(start + 60_000).toISOString();
    await page.goto(`/orders?pickup_from=${from}&pickup_to=${to}`);
    await expect(page.getByText(/^Pickups from .+ to .+ \(America\/New_York\), earliest first\./)).toBeVisible();
    await expect(page.getByRole('link', { name: placed.data.order_number })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Show all orders' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/orders' && !url.search.includes('pickup_from'));
  });
});
