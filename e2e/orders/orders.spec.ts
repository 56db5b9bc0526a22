import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { apiGet, apiPost, newPart, placeOrderViaApi } from '../support/orders/orders-api';
import { chooseEarliestWindow } from '../support/orders/pickup-windows-api';

test.use({ timezoneId: 'Europe/Berlin' });

interface PartRecord {
  status: string;
  wear_level: number;
  sharpening_count: number;
  history: { wear_before: number; wear_after: number }[];
}

test('order the parts selected in /parts, then advance the order to completed', async ({ page }) => {
  test.setTimeout(120_000);
  const blade = await newPart(page.request, 'blade');
  const saw = await newPart(page.request, 'saw');

  // Select both in the parts list (newest first, so they are at the top) and order them.
  await page.goto('/parts');
  await page.getByRole('checkbox', { name: `Select ${blade.internal_label}` }).check();
  await page.getByRole('checkbox', { name: `Select ${saw.internal_label}` }).check();
  await page.getByRole('button', { name: /Order pickup \(2\)/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Chosen parts' });
  await expect(chips.getByRole('button', { name: `Remove ${blade.internal_label}` })).toBeVisible();
  await expect(chips.getByRole('button', { name: `Remove ${saw.internal_label}` })).toBeVisible();
  // Blade 18.00 + saw 25.00 + pickup 25.00 = 68.00, + 8 % tax = 73.44.
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Estimated total$73.44');
  await expect(page.getByText('Europe/Berlin')).toBeVisible();

  await chooseEarliestWindow(page);
  const chosenStart = await page
    .getByRole('group', { name: /^Windows on/ })
    .getByRole('radio', { checked: true })
    .getAttribute('value');
  await page.getByLabel(/Instructions for the driver/).fill('Ring the bell');
  await expect(page.getByText('13 / 1,000 characters')).toBeVisible();

  const bladeWearWhenOrdered = (await apiGet<{ data: PartRecord }>(page.request, `/v1/parts/${blade.id}`)).data.wear_level;
  const posted = page.waitForRequest((r) => r.url().endsWith('/v1/orders') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  const body = (await posted).postDataJSON() as { part_ids: string[]; pickup_window_start: string; pickup_window_end: string };
  expect(body.part_ids.sort()).toEqual([blade.id, saw.id].sort());
  // The offered window is sent exactly as the server offered it, in UTC.
  expect(body.pickup_window_start).toMatch(/Z$/);
  expect(body.pickup_window_start).toBe(chosenStart);

  await expect(page).toHaveURL(/\/orders\/ord_/);
  const orderId = page.url().split('/orders/')[1]!;
  await expect(page.getByRole('heading', { level: 1, name: /^Order WS-\d+$/ })).toBeVisible();
  await expect(page.getByText('$73.44')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  // Placed in the portal: the entry names the signed-in person, not "the API".
  await expect(timeline).toContainText(/By .+ in the portal/);
  await expect(timeline).not.toContainText('through the API');
  const parts = page.getByRole('table', { name: 'Parts in this order' });
  await expect(parts.getByRole('row').filter({ hasText: blade.internal_label })).toContainText('Pickup scheduled');

  const steps = ['Scheduled', 'Picked up', 'In service', 'Out for delivery', 'Completed'];
  for (const [index, step] of steps.entries()) {
    await page.getByRole('button', { name: 'Advance' }).click();
    await expect(timeline.getByRole('listitem')).toHaveCount(index + 2);
    await expect(timeline.getByRole('listitem').last()).toContainText(step);
  }
  await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Completed');
  await expect(page.getByRole('button', { name: 'Advance' })).toHaveCount(0);
  const bladeRow = parts.getByRole('row').filter({ hasText: blade.internal_label });
  await expect(bladeRow).toContainText('Delivered');
  await expect(bladeRow.getByRole('cell').nth(4)).toHaveText('1');

  // The service wrote history from the wear the part really had (a new blade: 0 %, never raised to
  // a floor) and left it no more worn. Lowering real wear is e2e/parts/parts-history.spec.ts's check.
  const bladeRecord = (await apiGet<{ data: PartRecord }>(page.request, `/v1/parts/${blade.id}`)).data;
  expect(bladeRecord.status).toBe('delivered');
  expect(bladeRecord.sharpening_count).toBe(1);
  expect(bladeRecord.history).toHaveLength(1);
  expect(bladeRecord.history[0]!.wear_before).toBe(bladeWearWhenOrdered);
  expect(bladeRecord.history[0]!.wear_after).toBeLessThanOrEqual(bladeRecord.history[0]!.wear_before);
  expect(bladeRecord.wear_level).toBe(bladeRecord.history[0]!.wear_after);
  await expect(bladeRow.getByRole('cell').nth(3)).toHaveText(String(bladeRecord.wear_level));

  // The part's own page shows it delivered and serviced.
  await bladeRow.getByRole('link', { name: blade.internal_label }).click();
  await expect(page).toHaveURL(new RegExp(`/parts/${blade.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(blade.internal_label);
  await expect(page.getByText('Delivered').first()).toBeVisible();

  // An invoice was issued for the order and shows in /invoices.
  const invoices = await apiGet<{ data: { id: string; invoice_number: string }[] }>(page.request, '/v1/invoices?limit=5');
  let invoiceNumber: string | null = null;
  for (const item of invoices.data) {
    const invoice = await apiGet<{ data: { order_id?: string; total_cents: number } }>(page.request, `/v1/invoices/${item.id}`);
    if (invoice.data.order_id === orderId) {
      expect(invoice.data.total_cents).toBe(7344);
      invoiceNumber = item.invoice_number;
    }
  }
  expect(invoiceNumber).not.toBeNull();
  await page.goto('/invoices');
  await expect(
    page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: invoiceNumber!, exact: true }),
  ).toBeVisible();
});

test('an open order’s timeline follows moves made elsewhere, without a reload', async ({ page }) => {
  const part = await newPart(page.request, 'knife');
  const orderId = await placeOrderViaApi(page.request, [part.id]);
  await page.goto(`/orders/${orderId}`);
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Updates by itself while the order is open.')).toBeVisible();

  // Someone else (ops, the simulator, an integration) moves the order on.
  const { status } = await apiPost(page.request, `/sandbox/orders/${orderId}/advance`);
  expect(status).toBe(200);
  await expect(timeline.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(timeline.getByRole('listitem').last()).toContainText('Service center');
  await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Scheduled');
});
