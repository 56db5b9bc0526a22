import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet, apiPost, newPart, placeOrderViaApi } from '../support/orders/orders-api';
import { fillWindow, offeredWindows, type WindowSpan } from '../support/orders/pickup-windows-api';

test.use({ timezoneId: 'America/New_York' });

interface SessionBody {
  data: { user: { name: string }; csrf_token: string };
}

async function session(request: APIRequestContext): Promise<SessionBody['data']> {
  return (await apiGet<SessionBody>(request, '/portal/session')).data;
}

async function patchOrder(request: APIRequestContext, orderId: string, data: unknown): Promise<number> {
  const response = await request.patch(`/v1/orders/${orderId}`, {
    data,
    headers: { 'X-CSRF-Token': (await session(request)).csrf_token },
  });
  return response.status();
}

/** A free window other than `not`, from the first two weeks the service offers. */
async function anotherFreeWindow(request: APIRequestContext, not: WindowSpan): Promise<WindowSpan> {
  const { data } = await offeredWindows(request);
  const other = data.find((w) => w.available && Date.parse(w.start) !== Date.parse(not.start));
  expect(other, 'another free window').toBeDefined();
  return { start: other!.start, end: other!.end };
}

test('the timeline names the person behind each move, and a reschedule shows the old and the new window', async ({ page }) => {
  const { name } = (await session(page.request)).user;
  const part = await newPart(page.request, 'knife');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  const placed = (
    await apiGet<{ data: { pickup_window_start: string; pickup_window_end: string } }>(page.request, `/v1/orders/${orderId}`)
  ).data;
  const next = await anotherFreeWindow(page.request, { start: placed.pickup_window_start, end: placed.pickup_window_end });
  expect(await patchOrder(page.request, orderId, { pickup_window_start: next.start, pickup_window_end: next.end })).toBe(200);

  await page.goto(`/orders/${orderId}`);
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  const entries = timeline.getByRole('listitem');
  await expect(entries.first()).toContainText(`By ${name} in the portal`);
  await expect(timeline).not.toContainText('Placed through the API');
  const moved = entries.filter({ hasText: 'Rescheduled' });
  await expect(moved).toContainText(`By ${name} in the portal`);
  await expect(moved).toContainText(/Pickup window moved from .+ to .+/);
  await expect(moved.locator('del')).toContainText(/\d{2}:\d{2}/);
  await expect(moved.locator('ins')).toContainText(/\d{2}:\d{2}/);
  await expectNoAxeViolations(page);
});

test('a cancelled order says when and by whom it was cancelled, and shows no charge or expected return', async ({ page }) => {
  const { name } = (await session(page.request)).user;
  const part = await newPart(page.request, 'chisel');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  expect((await apiPost(page.request, `/v1/orders/${orderId}/cancel`)).status).toBe(200);

  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText(new RegExp(`^This order was cancelled on .+, by ${name} in the portal\\.$`))).toBeVisible();
  await expect(page.getByText(/outside the usual steps/)).toHaveCount(0);
  await expect(page.getByText('Expected return')).toHaveCount(0);
  await expect(page.getByText(/^Total$/)).toHaveCount(0);
  await expect(page.getByText('None: the order was cancelled')).toBeVisible();
  await expect(page.getByText(/\$\d+\.\d{2}/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('rescheduling a rescheduled order: its window is marked current and choosable, never full', async ({ page }) => {
  const part = await newPart(page.request, 'blade');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  const first = (
    await apiGet<{ data: { pickup_window_start: string; pickup_window_end: string } }>(page.request, `/v1/orders/${orderId}`)
  ).data;
  const moved = await anotherFreeWindow(page.request, { start: first.pickup_window_start, end: first.pickup_window_end });
  expect(await patchOrder(page.request, orderId, { pickup_window_start: moved.start, pickup_window_end: moved.end })).toBe(200);
  await fillWindow(page.request, moved);

  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Change pickup window' }).click();
  const form = page.getByRole('form', { name: 'Change pickup window' });
  const own = form.getByRole('group', { name: /^Windows on/ }).getByRole('radio', { name: /your current window/ });
  await expect(own).toHaveAttribute('value', moved.start);
  await expect(own).toBeChecked();
  await expect(own).toBeEnabled();
  await expect(own).not.toHaveAccessibleName(/full/);
  const day = form.getByRole('group', { name: 'Day' }).getByRole('radio', { checked: true });
  await expect(day).not.toHaveAccessibleName(/full/);
  await expectNoAxeViolations(page);
});
