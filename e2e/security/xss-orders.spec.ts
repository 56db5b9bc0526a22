import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { apiGet, newPart, placeOrderViaApi, postOrderInEarliestWindow } from '../support/orders/orders-api';
import { XSS_PAYLOADS, armXssProbes, expectNoXss, humanized, runToken } from '../support/security/xss-payloads';
import { createPayloadParts, payloadText } from '../support/security/xss-records';

test('order instructions and the labels of its parts render as text on the order screen', async ({ page }) => {
  const probes = await armXssProbes(page);
  const token = runToken();
  const parts = await createPayloadParts(page.request, token);
  const instructions = `${XSS_PAYLOADS.join(' | ')} ${token}`;
  const { status, body } = await postOrderInEarliestWindow(page.request, {
    part_ids: parts.map((part) => part.id),
    instructions,
  });
  expect(status).toBe(201);
  const orderId = body.data.id;
  const stored = await apiGet<{ data: { instructions: string } }>(page.request, `/v1/orders/${orderId}`);
  expect(stored.data.instructions).toBe(instructions);

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Order WS-\d+$/ })).toBeVisible();
  await expect(page.getByText(instructions, { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Parts in this order' });
  for (const part of parts) await expect(table.getByRole('link', { name: part.label, exact: true })).toBeVisible();
  await expectNoXss(page, probes, `/orders/${orderId}`);
});

/** Payload statuses on every order list response (the orders list and Overview's recent orders). */
async function rewriteListStatuses(page: Page, token: string): Promise<string[]> {
  const statuses = XSS_PAYLOADS.map((payload, index) => payloadText(payload, 'status', index, token));
  await page.route(
    (url) => url.pathname === '/v1/orders',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.data = body.data.map((order: { status: string }, index: number) => ({
        ...order,
        status: statuses[index % statuses.length],
      }));
      await route.fulfill({ response, json: body });
    },
  );
  return statuses;
}

test('order statuses from the server render as text in the orders list and Overview’s recent orders', async ({ page }) => {
  const probes = await armXssProbes(page);
  const statuses = await rewriteListStatuses(page, runToken());
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  for (const status of statuses) await expect(table.getByText(humanized(status), { exact: true }).first()).toBeVisible();
  await expectNoXss(page, probes, '/orders');

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  const shown = await recent.getByRole('listitem').count();
  for (const status of statuses.slice(0, shown)) {
    await expect(recent.getByRole('link', { name: `${humanized(status)} orders`, exact: true }).first()).toBeVisible();
  }
  await expectNoXss(page, probes, 'Overview recent orders');
});

test('timeline actors and statuses from the server render as text on the order screen', async ({ page }) => {
  const probes = await armXssProbes(page);
  const token = runToken();
  const part = await newPart(page.request, 'knife', 'E2E xss timeline');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  const injected = XSS_PAYLOADS.map((payload, index) => ({
    status: payloadText(payload, 'status', index, token),
    actor: payloadText(payload, 'actor', index, token),
    occurred_at: new Date(Date.now() - (XSS_PAYLOADS.length - index) * 60_000).toISOString(),
  }));
  const latest = injected.at(-1)!.status;
  // Timeline and order agree on the latest status, so the screen has no reason to refetch the order.
  await page.route(
    (url) => url.pathname === `/v1/orders/${orderId}` || url.pathname === `/v1/orders/${orderId}/timeline`,
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (route.request().url().endsWith('/timeline')) body.data = [...body.data, ...injected];
      else body.data = { ...body.data, status: latest, timeline: [...body.data.timeline, ...injected] };
      await route.fulfill({ response, json: body });
    },
  );

  await page.goto(`/orders/${orderId}`);
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(injected.length + 1);
  for (const entry of injected) {
    await expect(timeline.getByText(humanized(entry.status), { exact: true })).toBeVisible();
    await expect(timeline.getByText(humanized(entry.actor), { exact: true })).toBeVisible();
  }
  await expect(
    page.getByText(`The order is “${humanized(latest)}”, a status outside the usual steps.`, { exact: true }),
  ).toBeVisible();
  await expectNoXss(page, probes, `/orders/${orderId} timeline`);
});
