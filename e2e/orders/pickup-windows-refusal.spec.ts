import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { SIGNED_OUT } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet, apiPost, newOrderPath, newPart } from '../support/orders/orders-api';
import { withDefaultSite } from '../support/parts/default-site';
import { escapeRegExp, windowLabels, type OfferedWindows, type WindowSpan } from '../support/orders/pickup-windows-api';

// A zone other than the service's, so the windows show both clocks.
test.use({ timezoneId: 'Europe/Berlin' });

/** Another client of the account: an integration with its own API key, outside the browser's session. */
async function integration(page: Page, baseURL: string): Promise<APIRequestContext> {
  const { status, body } = await apiPost<{ data: { secret: string } }>(page.request, '/portal/api-keys', {
    name: `E2E integration ${Date.now().toString(36)}`,
    scopes: ['parts:write', 'orders:read', 'orders:write', 'sites:read'],
    expires_at: null,
  });
  expect(status).toBe(201);
  return playwrightRequest.newContext({
    baseURL,
    storageState: SIGNED_OUT,
    extraHTTPHeaders: { Authorization: `Bearer ${body.data.secret}` },
  });
}

/** The integration takes every seat left in `window`, each with an order for a new part. */
async function fillAs(client: APIRequestContext, window: WindowSpan): Promise<void> {
  const day = window.start.slice(0, 10);
  const listed = (await (await client.get(`/v1/pickup-windows?from=${day}&to=${day}`)).json()) as OfferedWindows;
  const seats = listed.data.find((w) => w.start === window.start)?.remaining ?? 0;
  expect(seats, 'the window still has a seat to take').toBeGreaterThan(0);
  for (let i = 0; i < seats; i++) {
    const data = await withDefaultSite(client, { part_type: 'knife', internal_label: `E2E rival ${Date.now()}-${i}` });
    const part = await client.post('/v1/parts', { data });
    expect(part.status()).toBe(201);
    const partId = ((await part.json()) as { data: { id: string } }).data.id;
    const order = await client.post('/v1/orders', {
      data: { part_ids: [partId], pickup_window_start: window.start, pickup_window_end: window.end },
    });
    expect(order.status()).toBe(201);
  }
}

test('a window another client filled meanwhile is refused beside the picker; the nearest window places the order', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const part = await newPart(page.request, 'knife', 'E2E refused window');
  const offered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/pickup-windows' && r.status() === 200);
  await page.goto(newOrderPath([part.id]));
  await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();
  const chosen = ((await (await offered).json()) as OfferedWindows).meta.earliest_available as WindowSpan;
  expect(chosen).not.toBeNull();
  const labels = await windowLabels(page, chosen);
  await page.getByRole('button', { name: /^Earliest:/ }).click();
  const windows = page.getByRole('group', { name: `Windows on ${labels.day}` });
  const refusedWindow = windows.getByRole('radio', { name: new RegExp(`^${escapeRegExp(labels.times)}`) });
  await expect(refusedWindow).toBeChecked();

  // Meanwhile an integration of the same business takes the window's last seats.
  const rival = await integration(page, baseURL ?? '');
  await fillAs(rival, chosen);
  await rival.dispose();

  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/orders' && r.request().method() === 'POST');
  const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/pickup-windows');
  await page.getByRole('button', { name: 'Place order' }).click();
  const refusal = await answered;
  expect(refusal.status()).toBe(422);
  const detail = (
    (await refusal.json()) as {
      error: { details: { field: string; code: string; message: string; nearest_window: WindowSpan }[] };
    }
  ).error.details.find((d) => d.field === 'pickup_window_start');
  expect(detail).toMatchObject({
    code: 'full',
    message: expect.stringMatching(/^That window is full\. The nearest available window is /),
  });
  await refetched;

  // Beside the picker: the server's sentence and its nearest window one click away.
  const picker = page.getByRole('group', { name: 'Pickup window' });
  const note = picker.getByRole('alert').filter({ hasText: detail?.message ?? '' });
  await expect(note).toBeVisible();
  const nearest = detail?.nearest_window as WindowSpan;
  const nearestLabels = await windowLabels(page, nearest);
  const instead = note.getByRole('button', { name: `Choose ${nearestLabels.day} ${nearestLabels.times} instead` });
  await expect(instead).toBeVisible();
  // And in the error summary, which links to the picker.
  const summary = page.getByRole('alert').filter({ hasText: 'Fix these before placing the order' });
  await expect(summary.getByRole('link', { name: detail?.message ?? '' })).toBeVisible();
  // The refetched windows say the refused one is full: it can no longer be chosen.
  await expect(refusedWindow).toHaveAccessibleName(/full/);
  await expect(refusedWindow).toBeDisabled();
  await expectNoAxeViolations(page);

  await instead.click();
  await expect(note).toHaveCount(0);
  await expect(summary).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/ord_/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const { data } = await apiGet<{ data: { pickup_window_start: string; pickup_window_end: string } }>(
    page.request,
    `/v1/orders/${orderId}`,
  );
  expect({ start: data.pickup_window_start, end: data.pickup_window_end }).toEqual(nearest);
});
