import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { SIGNED_OUT, STARTER_USER, signIn } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';

const VIEWER_USER = { email: 'viewer@whetstone.test', password: 'whetstone-demo' };

/** A unique name per run, so specs never depend on keys another test made. */
function keyName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function createKey(
  page: Page,
  name: string,
  access: Record<string, 'None' | 'Read' | 'Write'>,
  expiry = '30 days',
): Promise<string> {
  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill(name);
  for (const [resource, level] of Object.entries(access))
    await dialog.getByRole('radio', { name: `${resource}: ${level}` }).check();
  await dialog.getByRole('radio', { name: expiry }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('dialog', { name: 'API key created' });
  const secret = (await created.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^wsk_test_[A-Za-z0-9]+$/);
  return secret;
}

async function statusWith(api: APIRequestContext, secret: string, path: string): Promise<number> {
  const response = await api.get(path, { headers: { Authorization: `Bearer ${secret}` } });
  return response.status();
}

function keyRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'API keys' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

test('a parts:read key works over real HTTP for parts only, and stops the moment it is revoked', async ({
  page,
  playwright,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = keyName('Parts reader');
  const secret = await createKey(page, name, { Parts: 'Read' });

  const created = page.getByRole('dialog', { name: 'API key created' });
  await expect(created.getByText('You will not be able to see it again')).toBeVisible();
  await created.getByRole('button', { name: 'Copy secret' }).click();
  await expect(created.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const curl = (await created.getByLabel('curl example').textContent())!;
  expect(curl).toContain(`'${baseURL}/v1/parts?limit=5'`);
  expect(curl).toContain(`Authorization: Bearer ${secret}`);

  // The secret lives only in the dialog: never in storage or the address.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(secret);
  expect(page.url()).not.toContain(secret);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  const row = keyRow(page, name);
  await expect(row.getByRole('cell', { name: `${secret.slice(0, 13)}…${secret.slice(-4)}` })).toBeVisible();
  await expect(row.getByText('parts:read')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  const api = await playwright.request.newContext({ baseURL, storageState: SIGNED_OUT });
  expect(await statusWith(api, secret, '/v1/parts?limit=1')).toBe(200);
  expect(await statusWith(api, secret, '/v1/orders?limit=1')).toBe(403);
  const forbidden = await api.get('/v1/orders?limit=1', { headers: { Authorization: `Bearer ${secret}` } });
  expect((await forbidden.json()).error.code).toBe('insufficient_scope');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke “${name}”?` });
  await expect(confirm.getByText('cannot be undone')).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByText('Revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  expect(await statusWith(api, secret, '/v1/parts?limit=1')).toBe(401);
  await api.dispose();
});

test('rolling keeps the old secret until the chosen time: in 1 hour it still works, now it stops', async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = keyName('Rolling');
  const first = await createKey(page, name, { Parts: 'Read', Invoices: 'Read' });
  await page.getByRole('dialog', { name: 'API key created' }).getByRole('button', { name: 'Done' }).click();
  const api = await playwright.request.newContext({ baseURL, storageState: SIGNED_OUT });

  async function roll(when: string): Promise<string> {
    // The newest key with this name is the one still active; rolled ones show "Expiring soon" or "Expired".
    const row = keyRow(page, name).filter({ has: page.getByText('Active', { exact: true }) });
    await row.getByRole('button', { name: `Roll ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Roll “${name}”` });
    await dialog.getByRole('radio', { name: when }).check();
    await dialog.getByRole('button', { name: 'Roll key' }).click();
    const done = page.getByRole('dialog', { name: 'Key rolled' });
    const secret = (await done.getByTestId('api-key-secret').textContent())!.trim();
    await done.getByRole('button', { name: 'Done' }).click();
    return secret;
  }

  const second = await roll('In 1 hour');
  expect(second).not.toBe(first);
  expect(await statusWith(api, first, '/v1/parts?limit=1')).toBe(200);
  expect(await statusWith(api, second, '/v1/invoices?limit=1')).toBe(200);
  await expect(keyRow(page, name).getByText('Expiring soon')).toBeVisible();
  // Two rows share the name: the old one says it is the old secret and when it stops working, and has no Roll.
  const oldRow = keyRow(page, name).filter({ hasText: 'Expiring soon' });
  await expect(oldRow).toContainText(/Old secret, replaced by a roll: stops working .+/);
  await expect(oldRow.getByRole('button', { name: `Roll ${name}` })).toHaveCount(0);
  await expect(keyRow(page, name).filter({ hasText: 'Active' })).not.toContainText('Old secret');

  const third = await roll('Now');
  expect(await statusWith(api, second, '/v1/parts?limit=1')).toBe(401);
  expect(await statusWith(api, third, '/v1/parts?limit=1')).toBe(200);
  expect(await statusWith(api, first, '/v1/parts?limit=1')).toBe(200);
  await api.dispose();
});

test('create checks its fields and warns about keys that never expire', async ({ page }) => {
  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    /^Name: Give the key a name/,
    'Access: Give the key access to at least one resource.',
  ]);
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/Give the key a name/);
  await summary.getByRole('link', { name: /^Access: / }).click();
  await expect(dialog.getByRole('radio', { name: 'Parts: None' })).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'Invoices: Write' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Never' }).check();
  await expect(dialog.getByText(/never expires keeps working until you revoke it/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'On a date' }).check();
  await expect(dialog.getByLabel('Expiry date')).toBeVisible();
  await dialog.getByLabel('Name').fill('Kept after cancel?');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an API key' }).getByLabel('Name')).toHaveValue('');
});

test.describe('a viewer', () => {
  test.use({ storageState: SIGNED_OUT });
  test('sees the keys but no create, roll or revoke, and is told why', async ({ page }) => {
    await signIn(page, VIEWER_USER);
    await page.goto('/settings/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(page.getByText(/creating, rolling and revoking them is for owners and admins/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Roll|Revoke) / })).toHaveCount(0);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`API keys screen and its dialogs have no WCAG 2.1 AA violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const name = keyName('Axe');
    await createKey(page, name, { Orders: 'Write' }, 'Never');
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'API key created' }).getByRole('button', { name: 'Done' }).click();
    await expect(keyRow(page, name)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('dialog', { name: 'Create an API key' }).getByRole('radio', { name: 'Never' }).check();
    await expectNoAxeViolations(page);
  });
}

test.describe('a non-Enterprise account', () => {
  test.use({ storageState: SIGNED_OUT });
  test('is told plainly that the API refuses its keys', async ({ page }) => {
    await signIn(page, STARTER_USER);
    await page.goto('/settings/api-keys');
    await expect(page.getByRole('note')).toContainText('not on the Enterprise plan');
    await expectNoAxeViolations(page);
  });
});

test('Escape cannot throw away a secret that is still being created', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/portal/api-keys',
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill(keyName('Slow'));
  await dialog.getByRole('radio', { name: 'Parts: Read' }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByRole('button', { name: 'Creating…' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'API key created' }).getByTestId('api-key-secret')).toHaveText(/^wsk_test_/);
});
