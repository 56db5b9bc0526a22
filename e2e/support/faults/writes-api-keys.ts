import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiPost } from '../orders/orders-api';
import type { OpenedWrite, WriteUnderTest } from './write-under-test';

interface KeyRow {
  id: string;
  name: string;
  revoked_at: string | null;
  expires_at: string | null;
}

function uniqueKeyName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function keysNamed(request: APIRequestContext, name: string): Promise<KeyRow[]> {
  const { data } = await apiGet<{ data: KeyRow[] }>(request, '/portal/api-keys');
  return data.filter((key) => key.name === name);
}

async function keyViaApi(request: APIRequestContext, name: string): Promise<KeyRow> {
  const { status, body } = await apiPost<{ data: KeyRow }>(request, '/portal/api-keys', {
    name,
    scopes: ['parts:read'],
    expires_at: null,
  });
  expect(status).toBe(201);
  return body.data;
}

function keyRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'API keys' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

async function openCreate(page: Page): Promise<OpenedWrite> {
  const name = uniqueKeyName('Fault create');
  await page.goto('/settings/api-keys');
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: 'Parts: Read' }).check();
  await dialog.getByRole('radio', { name: 'Orders: Write' }).check();
  await dialog.getByRole('radio', { name: '30 days' }).check();
  return {
    submit: dialog.getByRole('button', { name: 'Create key' }),
    failure: dialog.getByRole('alert'),
    // After a failure the submit button itself offers the retry.
    retry: () => dialog.getByRole('button', { name: 'Try again' }).click(),
    expectBusy: () => expect(dialog.getByRole('button', { name: 'Creating…' })).toBeDisabled(),
    pressEnterAgain: () => dialog.getByLabel('Name').press('Enter'),
    async expectInputKept() {
      await expect(dialog.getByLabel('Name')).toHaveValue(name);
      await expect(dialog.getByRole('radio', { name: 'Parts: Read' })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: 'Orders: Write' })).toBeChecked();
      await expect(dialog.getByRole('radio', { name: '30 days' })).toBeChecked();
    },
    expectDone: () =>
      expect(page.getByRole('dialog', { name: 'API key created' }).getByTestId('api-key-secret')).toHaveText(/^wsk_test_/),
    expectExactlyOneWrite: async () => expect(await keysNamed(page.request, name)).toHaveLength(1),
  };
}

async function openRoll(page: Page): Promise<OpenedWrite> {
  const name = uniqueKeyName('Fault roll');
  await keyViaApi(page.request, name);
  await page.goto('/settings/api-keys');
  await keyRow(page, name)
    .getByRole('button', { name: `Roll ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Roll “${name}”` });
  await dialog.getByRole('radio', { name: 'In 1 hour' }).check();
  const rollButton = dialog.getByRole('button', { name: 'Roll key' });
  return {
    submit: rollButton,
    failure: dialog.getByRole('alert'),
    retry: () => rollButton.click(),
    expectBusy: () => expect(dialog.getByRole('button', { name: 'Rolling…' })).toBeDisabled(),
    expectInputKept: () => expect(dialog.getByRole('radio', { name: 'In 1 hour' })).toBeChecked(),
    expectDone: () =>
      expect(page.getByRole('dialog', { name: 'Key rolled' }).getByTestId('api-key-secret')).toHaveText(/^wsk_test_/),
    async expectExactlyOneWrite() {
      // One roll: the old key (now with an expiry) and one new key; a second roll would add a third.
      const keys = await keysNamed(page.request, name);
      expect(keys).toHaveLength(2);
      expect(keys.filter((key) => key.expires_at === null)).toHaveLength(1);
    },
  };
}

async function openRevoke(page: Page): Promise<OpenedWrite> {
  const name = uniqueKeyName('Fault revoke');
  const key = await keyViaApi(page.request, name);
  const other = await keyViaApi(page.request, `${name} kept`);
  await page.goto('/settings/api-keys');
  await keyRow(page, name)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Revoke “${name}”?` });
  const revokeButton = dialog.getByRole('button', { name: 'Revoke key' });
  return {
    submit: revokeButton,
    failure: dialog.getByRole('alert'),
    retry: () => revokeButton.click(),
    expectBusy: () => expect(dialog.getByRole('button', { name: 'Revoking…' })).toBeDisabled(),
    // Nothing is typed: the confirmation stays open with its button ready.
    expectInputKept: () => expect(revokeButton).toBeEnabled(),
    async expectDone() {
      await expect(dialog).toHaveCount(0);
      await expect(keyRow(page, name).getByText('Revoked')).toBeVisible();
    },
    async expectExactlyOneWrite() {
      const [revoked] = await keysNamed(page.request, name);
      expect(revoked?.id).toBe(key.id);
      expect(revoked?.revoked_at).not.toBeNull();
      const [kept] = await keysNamed(page.request, `${name} kept`);
      expect(kept).toMatchObject({ id: other.id, revoked_at: null });
    },
  };
}

export const apiKeyWrites: WriteUnderTest[] = [
  { name: 'create an API key', target: { method: 'POST', path: /^\/portal\/api-keys$/ }, keyed: true, open: openCreate },
  { name: 'roll an API key', target: { method: 'POST', path: /^\/portal\/api-keys\/[^/]+\/roll$/ }, keyed: true, open: openRoll },
  {
    name: 'revoke an API key',
    target: { method: 'DELETE', path: /^\/portal\/api-keys\/[^/]+$/ },
    keyed: false,
    open: openRevoke,
  },
];
