import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { DEMO_USER, SIGNED_OUT } from '../support/common/accounts';
import { XSS_PAYLOADS, armXssProbes, expectNoXss, humanized, runToken } from '../support/security/xss-payloads';
import { payloadText } from '../support/security/xss-records';

/** Error codes, messages and field details are server text too; a v1 server of any origin writes them. */
function errorBody(status: number, token: string, fields: string[]) {
  return {
    error: {
      code: payloadText(XSS_PAYLOADS[0], 'code', 0, token),
      message: payloadText(XSS_PAYLOADS[1], 'message', 1, token),
      status,
      details: fields.map((field, index) => ({
        field,
        code: `unknown_${index}`,
        message: payloadText(XSS_PAYLOADS[(index + 2) % XSS_PAYLOADS.length]!, field, index, token),
      })),
    },
  };
}

test('field messages and error text from a refused registration render as text', async ({ page }) => {
  const probes = await armXssProbes(page);
  const token = runToken();
  const fields = ['internal_label', 'serial_number', 'manufacturer', 'model'];
  let status = 422;
  await page.route('**/v1/parts', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status, json: errorBody(status, token, status === 422 ? fields : ['part_type']) })
      : route.continue(),
  );
  await page.goto('/parts');
  await page.getByRole('button', { name: 'Register a part' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register a part' });
  await dialog.getByLabel('Type').selectOption('blade');
  await dialog.getByLabel('Label').fill(`E2E xss errors ${token}`);
  await dialog.getByRole('button', { name: 'Register part' }).click();
  for (const detail of errorBody(422, token, fields).error.details) {
    await expect(dialog.getByText(detail.message, { exact: true })).toBeVisible();
  }
  await expectNoXss(page, probes, 'register dialog with a 422');

  // A refusal that is not about the fields shows the server's code and message in a panel.
  status = 409;
  await dialog.getByRole('button', { name: 'Register part' }).click();
  const { error } = errorBody(409, token, ['part_type']);
  const panel = dialog.getByRole('alert').filter({ hasText: error.message });
  await expect(panel.getByRole('heading', { name: humanized(error.code), exact: true })).toBeVisible();
  await expect(panel.getByText(error.message, { exact: true })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText(`part_type: ${error.details[0]!.message}`);
  await expectNoXss(page, probes, 'register dialog with a 409');
});

test('a screen that fails to load shows the server’s error text as text', async ({ page }) => {
  const probes = await armXssProbes(page);
  const token = runToken();
  const { error } = errorBody(400, token, ['status']);
  await page.route(
    (url) => url.pathname === '/v1/orders',
    (route) => route.fulfill({ status: 400, json: { error } }),
  );
  await page.goto('/orders');
  const panel = page.getByRole('alert').filter({ hasText: error.message });
  await expect(panel.getByRole('heading', { name: humanized(error.code), exact: true })).toBeVisible();
  await expect(panel.getByText(error.message, { exact: true })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText(`status: ${error.details[0]!.message}`);
  await expectNoXss(page, probes, '/orders failing with a 400');
});

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('a refused sign-in shows the server’s error text as text', async ({ page }) => {
    const probes = await armXssProbes(page);
    const { error } = errorBody(400, runToken(), ['email']);
    await page.route('**/portal/session', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { error } }) : route.continue(),
    );
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const panel = page.getByRole('alert').filter({ hasText: error.message });
    await expect(panel.getByRole('heading', { name: humanized(error.code), exact: true })).toBeVisible();
    await expect(panel.getByText(error.message, { exact: true })).toBeVisible();
    await expectNoXss(page, probes, '/sign-in after a refused sign-in');
  });
});
