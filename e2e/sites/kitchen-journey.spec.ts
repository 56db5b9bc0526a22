import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { apiGet } from '../support/orders/orders-api';
import { chooseEarliestWindow } from '../support/orders/pickup-windows-api';
import { advanceToCompletion, uniqueLabel } from '../support/parts/parts-api';
import { activeSites, archiveAddedSites, siteNamed } from '../support/settings/sites-api';
import { invoicePdfText } from '../support/invoices/invoices-api';

interface ListedPart {
  id: string;
  internal_label: string;
  site_id: string;
}

test('a new kitchen from start to finish: add it with hours, switch to it, register and import its parts, order its pickup, read its address on the order and the invoice', async ({
  page,
}) => {
  const before = new Set((await activeSites(page.request)).map((site) => site.id));
  const home = (await activeSites(page.request)).at(-1)!.id;
  const t = uniqueLabel('k').split(' ')[1]!;
  const name = `Pier ${t}`;
  try {
    // Settings → Sites: add the kitchen, receiving 08:00–18:00 on weekdays.
    await page.goto('/settings/sites');
    await page.getByRole('button', { name: 'Add a site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Street address/).fill('7 Pier Rd');
    await dialog.getByLabel(/^City/).fill('Brooklyn');
    await dialog.getByLabel(/^Country/).fill('US');
    await dialog.getByLabel(/^Time zone/).selectOption('America/New_York');
    const monday = dialog.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Opens', { exact: true }).fill('08:00');
    await monday.getByLabel('Closes').fill('18:00');
    await dialog.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }).click();
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await expect(dialog).toBeHidden();
    const site = (await siteNamed(page.request, name))!;

    // Switch to it: the parts list is that kitchen's, empty so far.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Parts' }).click();
    await page.getByRole('banner').getByRole('combobox', { name: 'Site' }).selectOption(site.id);
    await expect(page).toHaveURL((url) => url.pathname === '/parts' && url.searchParams.get('site') === site.id);

    // Register one part: the dialog starts at the kitchen in scope.
    await page.getByRole('button', { name: 'Register a part' }).click();
    const register = page.getByRole('dialog', { name: 'Register a part' });
    await expect(register.getByLabel(/^Site/)).toHaveValue(site.id);
    await register.getByLabel('Type').selectOption('knife');
    await register.getByLabel('Label').fill(`Gyuto ${t}`);
    await register.getByRole('button', { name: 'Register part' }).click();
    await expect(register).toBeHidden();

    // Import two more: the file's site is the kitchen in scope.
    await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/parts/import' && url.searchParams.get('site') === site.id);
    const csv = `Type,Label\r\nscissor,Shears ${t}\r\nsaw,Bone saw ${t}\r\n`;
    await page
      .getByLabel('Choose a file, or drop it here')
      .setInputFiles({ name: 'pier.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.locator('#import-site')).toHaveValue(site.id);
    await page.getByRole('button', { name: 'Import 2 parts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registered 2 parts' })).toBeVisible();
    const listed = await apiGet<{ data: ListedPart[] }>(page.request, `/v1/parts?q=${encodeURIComponent(t)}&limit=10`);
    expect(listed.data.map((part) => part.site_id)).toEqual([site.id, site.id, site.id]);

    // Order the pickup there: the form offers the kitchen's parts and the windows it can take.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('link', { name: 'New order' }).first().click();
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Pick up at' })).toHaveValue(site.id);
    await page.getByLabel('Search parts').fill(`Gyuto ${t}`);
    await page.getByRole('listbox', { name: 'Parts that can be ordered' }).getByText(`Gyuto ${t}`).click();
    await chooseEarliestWindow(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/ord_/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const pickupAt = page.getByRole('definition').filter({ hasText: name });
    await expect(pickupAt).toContainText('7 Pier Rd');
    await expect(pickupAt).toContainText('Brooklyn');

    // The invoice names it as the service address.
    await advanceToCompletion(page.request, orderId);
    const order = await apiGet<{ data: { invoice_id: string; site_id: string } }>(page.request, `/v1/orders/${orderId}`);
    expect(order.data.site_id).toBe(site.id);
    const text = await invoicePdfText(page.request, order.data.invoice_id);
    expect(text).toContain(name);
    expect(text).toContain('7 Pier Rd');
  } finally {
    await archiveAddedSites(page.request, before, home);
  }
});
