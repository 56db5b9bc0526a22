import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { apiPost } from '../support/orders/orders-api';
import { XSS_PAYLOADS, armXssProbes, expectNoXss, runToken } from '../support/security/xss-payloads';
import { payloadText } from '../support/security/xss-records';

test('API key names render as text in the create dialog, the keys table and the roll and revoke dialogs', async ({ page }) => {
  test.setTimeout(120_000);
  const probes = await armXssProbes(page);
  const token = runToken();
  const names = XSS_PAYLOADS.map((payload, index) => payloadText(payload, 'key', index, token));

  // The first through the create dialog, the rest through the portal API the dialog uses.
  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: 'Create key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByLabel('Name').fill(names[0]!);
  await create.getByRole('radio', { name: 'Parts: Read' }).check();
  await create.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('dialog', { name: 'API key created' });
  await expect(created.getByText(`Secret for “${names[0]}”`, { exact: true })).toBeVisible();
  await expectNoXss(page, probes, 'API key created dialog');
  await created.getByRole('button', { name: 'Done' }).click();
  for (const name of names.slice(1)) {
    const { status } = await apiPost(page.request, '/portal/api-keys', { name, scopes: ['parts:read'], expires_at: null });
    expect(status).toBe(201);
  }

  await page.reload();
  const table = page.getByRole('table', { name: 'API keys' });
  for (const name of names) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Roll ${name}`, exact: true }).click();
    const roll = page.getByRole('dialog', { name: `Roll “${name}”`, exact: true });
    await expect(roll).toBeVisible();
    await expectNoXss(page, probes, `roll dialog of ${name}`);
    await roll.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Revoke ${name}`, exact: true }).click();
    const revoke = page.getByRole('dialog', { name: `Revoke “${name}”?`, exact: true });
    await expect(revoke).toBeVisible();
    await expectNoXss(page, probes, `revoke dialog of ${name}`);
    await revoke.getByRole('button', { name: 'Revoke key' }).click();
    await expect(row.getByText('Revoked')).toBeVisible();
  }
  await expectNoXss(page, probes, '/settings/api-keys');
});

test('user and account names from the session render as text in the header, Overview and Settings', async ({ page }) => {
  test.setTimeout(120_000);
  const probes = await armXssProbes(page);
  const token = runToken();
  let names = { user: '', account: '' };
  await page.route(
    (url) => url.pathname === '/portal/session',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.data.user.name = names.user;
      body.data.account.name = names.account;
      await route.fulfill({ response, json: body });
    },
  );

  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    names = { user: payloadText(payload, 'user', index, token), account: payloadText(payload, 'account', index, token) };
    await page.goto('/');
    await expect(page.getByText(`Welcome back, ${names.user}.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(`${names.account} · Enterprise`);
    await expectNoXss(page, probes, `Overview with session names ${index}`);

    await page.goto('/settings');
    await expect(page.getByText(names.account, { exact: true })).toBeVisible();
    await expect(page.getByText(names.user, { exact: true })).toBeVisible();
    await expectNoXss(page, probes, `Settings with session names ${index}`);
  }
});
