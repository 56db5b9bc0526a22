import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet, newOrderPath, newPart } from '../support/orders/orders-api';
import {
  escapeRegExp,
  fillWindow,
  windowLabels,
  type OfferedWindows,
  type WindowSpan,
} from '../support/orders/pickup-windows-api';

// A zone other than the service's, so each window shows both clocks.
test.use({ timezoneId: 'Europe/Berlin' });

async function openForm(page: Page): Promise<OfferedWindows> {
  const part = await newPart(page.request, 'knife', 'E2E window');
  const offered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/pickup-windows' && r.status() === 200);
  await page.goto(newOrderPath([part.id]));
  await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();
  return (await (await offered).json()) as OfferedWindows;
}

async function orderWindow(page: Page): Promise<WindowSpan> {
  await expect(page).toHaveURL(/\/orders\/ord_/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const { data } = await apiGet<{ data: { pickup_window_start: string; pickup_window_end: string } }>(
    page.request,
    `/v1/orders/${orderId}`,
  );
  return { start: data.pickup_window_start, end: data.pickup_window_end };
}

test('the earliest window is chosen by keyboard and the order placed with it', async ({ page }) => {
  const offered = await openForm(page);
  const earliest = offered.meta.earliest_available as WindowSpan;
  expect(earliest).not.toBeNull();
  const labels = await windowLabels(page, earliest);
  // The windows of the part's kitchen, in the kitchen's own zone (the demo's widest-open one is in Chicago).
  expect(offered.meta.time_zone).toBe('America/Chicago');
  await expect(page.getByText(/The kitchen keeps America\/Chicago time/)).toBeVisible();
  await expectNoAxeViolations(page);

  const button = page.getByRole('button', { name: /^Earliest:/ });
  await expect(button).toContainText(labels.times);
  await button.focus();
  await page.keyboard.press('Enter');
  const windows = page.getByRole('group', { name: `Windows on ${labels.day}` });
  const chosen = windows.getByRole('radio', { name: new RegExp(`^${escapeRegExp(labels.times)}`) });
  await expect(chosen).toBeChecked();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(labels.times.split(' – ')[0] ?? '');

  // One tab stop per group: from the chosen window, Tab leaves the windows; Shift+Tab lands on the chosen day.
  await chosen.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('group', { name: 'Day' }).getByRole('radio', { checked: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(chosen).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Instructions for the driver/)).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Place order' }).focus();
  await page.keyboard.press('Enter');
  expect(await orderWindow(page)).toEqual(earliest);
});

test('a full window is shown, marked full, and cannot be chosen', async ({ page }) => {
  const target = (await openForm(page)).meta.earliest_available as WindowSpan;
  await fillWindow(page.request, target);
  await page.reload();
  const labels = await windowLabels(page, target);
  await page
    .getByRole('group', { name: 'Day' })
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(labels.day)}`) })
    .check();
  const full = page
    .getByRole('group', { name: `Windows on ${labels.day}` })
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(labels.times)}.*full`) });
  await expect(full).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Earliest:/ })).not.toContainText(`${labels.day} ${labels.times}`);
});

test.describe('in the service’s own zone', () => {
  // Typed times are one day's; in the service's zone no offered window crosses midnight.
  test.use({ timezoneId: 'America/New_York' });

  test('against a server without pickup windows (404), the free-form day and times place the order', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/v1/pickup-windows',
      (route) =>
        route.fulfill({
          status: 404,
          json: { error: { code: 'not_found', message: 'No such API path.', status: 404 } },
        }),
    );
    const part = await newPart(page.request, 'knife', 'E2E free-form');
    // The real server still checks the window: type one it offers (read past the interception).
    const target = (await apiGet<OfferedWindows>(page.request, '/v1/pickup-windows')).meta.earliest_available as WindowSpan;
    await page.goto(newOrderPath([part.id]));
    await expect(page.getByLabel('Window starts')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Earliest:/ })).toHaveCount(0);
    const local = await page.evaluate(({ start, end }) => {
      const hm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
      const s = new Date(start);
      const label = `${s.toLocaleString('en-US', { month: 'long' })} ${s.getDate()}`;
      const today = new Date();
      const months = (s.getFullYear() - today.getFullYear()) * 12 + s.getMonth() - today.getMonth();
      return { label, months, start: hm(s), end: hm(new Date(end)) };
    }, target);
    for (let i = 0; i < local.months; i++) await page.getByRole('button', { name: /next month/i }).click();
    await page.getByRole('button', { name: new RegExp(`${local.label}(st|nd|rd|th),`) }).click();
    await page.getByLabel('Window starts').fill(local.start);
    await page.getByLabel('Window ends').fill(local.end);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    expect(await orderWindow(page)).toEqual(target);
  });
});
