import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet, newOrderPath, newPart } from '../support/orders/orders-api';
import { chooseEarliestWindow } from '../support/orders/pickup-windows-api';
import { advanceToCompletion } from '../support/parts/parts-api';
import { kitchens } from '../support/settings/sites-api';
import { invoicePdfText } from '../support/invoices/invoices-api';

interface FullSite {
  id: string;
  name: string;
  address: { line1: string; city: string };
}

test('an order at one kitchen: windows that kitchen can take, its address on the order, and on the invoice PDF', async ({
  page,
}) => {
  const [first] = await kitchens(page.request);
  const site = (await apiGet<{ data: FullSite }>(page.request, `/v1/sites/${first!.id}`)).data;
  const part = await newPart(page.request, 'knife', 'E2E site order', site.id);

  const windowsAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/pickup-windows');
  await page.goto(newOrderPath([part.id]));
  expect(new URL((await windowsAsked).url()).searchParams.get('site_id')).toBe(site.id);
  await chooseEarliestWindow(page);
  const posted = page.waitForRequest((r) => r.url().endsWith('/v1/orders') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  await posted;
  await expect(page).toHaveURL(/\/orders\/ord_/);
  const orderId = page.url().split('/orders/')[1]!;

  const pickupAt = page.getByRole('definition').filter({ hasText: site.name });
  await expect(pickupAt).toContainText(site.address.line1);
  await expect(pickupAt).toContainText(site.address.city);
  await expectNoAxeViolations(page);

  await advanceToCompletion(page.request, orderId);
  const order = await apiGet<{ data: { invoice_id: string } }>(page.request, `/v1/orders/${orderId}`);
  const text = await invoicePdfText(page.request, order.data.invoice_id);
  expect(text).toContain('Service address');
  expect(text).toContain(site.name);
  expect(text).toContain(site.address.line1);
});

test('parts of several kitchens: the form offers one order per kitchen, each with that kitchen’s parts', async ({ page }) => {
  const [a, b] = await kitchens(page.request);
  const atA = await newPart(page.request, 'knife', 'E2E split A', a!.id);
  const atB = await newPart(page.request, 'saw', 'E2E split B', b!.id);
  await page.goto(newOrderPath([atA.id, atB.id]));
  const offer = page.getByRole('note', { name: 'Parts at several sites' });
  await expect(offer).toContainText('These parts are at 2 sites, and a driver picks up at one.');
  await expect(offer.getByRole('link')).toHaveText([`Order the part at ${a!.name}`, `Order the part at ${b!.name}`]);
  await expectNoAxeViolations(page);

  await offer.getByRole('link', { name: `Order the part at ${b!.name}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${atB.internal_label}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${atA.internal_label}` })).toHaveCount(0);
  await expect(page.getByRole('note', { name: 'Parts at several sites' })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.searchParams.get('site') === b!.id);
});

test('with a kitchen chosen, the order form offers that kitchen’s parts; "Pick up at" is the same choice as the header’s', async ({
  page,
}) => {
  const [a, b] = await kitchens(page.request);
  const prefix = `E2E pick up ${Date.now().toString(36)}`;
  const atA = await newPart(page.request, 'knife', prefix, a!.id);
  const atB = await newPart(page.request, 'saw', prefix, b!.id);
  const offered = page.getByRole('listbox', { name: 'Parts that can be ordered' });

  await page.goto(`/orders/new?site=${a!.id}`);
  const pickUpAt = page.getByRole('main').getByRole('combobox', { name: 'Pick up at' });
  await expect(pickUpAt.getByRole('option', { selected: true })).toHaveText(a!.name);
  await page.getByLabel('Search parts').fill(prefix);
  await expect(offered.getByText(atA.internal_label)).toBeVisible();
  await expect(offered.getByText(atB.internal_label)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await pickUpAt.selectOption(b!.id);
  await expect(page).toHaveURL((url) => url.searchParams.get('site') === b!.id);
  await expect(
    page.getByRole('banner').getByRole('combobox', { name: 'Site' }).getByRole('option', { selected: true }),
  ).toHaveText(b!.name);
  await page.getByLabel('Search parts').fill(prefix);
  await expect(offered.getByText(atB.internal_label)).toBeVisible();
  await expect(offered.getByText(atA.internal_label)).toHaveCount(0);
});
