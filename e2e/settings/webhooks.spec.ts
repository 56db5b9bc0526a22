import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { PHONE, expectNoSidewaysScroll } from '../support/common/viewport-checks';
import { createPart, uniqueLabel } from '../support/parts/parts-api';
import { freePort, runSample, sign } from '../support/settings/sample-receiver';
import { startWebhookReceiver } from '../support/settings/webhook-receiver';

async function addEndpoint(page: Page, url: string): Promise<string> {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await dialog.getByLabel(/^URL/).fill(url);
  await dialog.getByLabel(/^Description/).fill('E2E receiver');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  const secret = (await added.getByTestId('webhook-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
  return secret;
}

function deliveryLog(page: Page) {
  return page.getByRole('list', { name: 'Deliveries' });
}

test('an endpoint from start to finish: the secret once, a verified test event in the log, roll, disable, delete', async ({
  page,
  context,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const secret = await addEndpoint(page, receiver.url);
    receiver.secrets.push(secret);
    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    await expect(added.getByText('You will not be able to see it again')).toBeVisible();
    await expect(added.getByLabel('Node verification sample')).toContainText('new Webhook(process.env.WHETSTONE_WEBHOOK_SECRET)');
    await added.getByRole('button', { name: 'Copy secret' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoAxeViolations(page);
    await added.getByRole('button', { name: 'Done' }).click();
    expect(await page.content()).not.toContain(secret);

    const row = page.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText('All events');
    await expect(row).toContainText('New');
    await row.getByRole('link', { name: receiver.url }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoint' })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    // The verification sample is on the endpoint's page too, not only beside the secret once.
    await expect(page.getByLabel('Node verification sample')).toContainText('new Webhook(process.env.WHETSTONE_WEBHOOK_SECRET)');

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event sent')).toBeVisible();
    const testDelivery = deliveryLog(page).getByRole('listitem').filter({ hasText: 'webhook_endpoint.test' });
    await expect(testDelivery.first()).toContainText('Succeeded');
    await expect(testDelivery.first()).toContainText('HTTP 200');
    await testDelivery.first().getByText('1 attempt').click();
    await expect(testDelivery.first().getByText('received')).toBeVisible();
    expect(receiver.deliveries).toHaveLength(1);
    expect(receiver.deliveries[0]!.event).toMatchObject({ type: 'webhook_endpoint.test' });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Roll secret' }).click();
    await page.getByRole('dialog', { name: 'Roll the signing secret?' }).getByRole('button', { name: 'Roll secret' }).click();
    const rolledDialog = page.getByRole('dialog', { name: 'Secret rolled' });
    const rolled = (await rolledDialog.getByTestId('webhook-secret').textContent())!.trim();
    expect(rolled).not.toBe(secret);
    await rolledDialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(/the previous secret also signs until/)).toBeVisible();
    // The old secret still verifies (both sign for 24 hours), and so does the new one alone.
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.deliveries.length).toBe(2);
    expect(receiver.deliveries[1]).toMatchObject({ signatures: 2, event: { type: 'webhook_endpoint.test' } });
    receiver.secrets.splice(0, 1, rolled);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.deliveries.length).toBe(3);
    expect(receiver.deliveries[2]!.event).not.toBeNull();

    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
    await expect(page.getByText('Disabled: no events are sent to it until you enable it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeDisabled();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByRole('link', { name: receiver.url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('an endpoint enabled again is sent what it missed while it was disabled', async ({ page }) => {
  const receiver = await startWebhookReceiver();
  try {
    receiver.secrets.push(await addEndpoint(page, receiver.url));
    await page.getByRole('dialog', { name: 'Endpoint added' }).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: receiver.url }).click();
    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Events while it was disabled' })).toHaveCount(0);
    const missed = await createPart(page.request, { part_type: 'blade', internal_label: uniqueLabel('Missed while disabled') });
    await page.getByRole('button', { name: 'Enable' }).click();
    const recovery = page.getByRole('region', { name: 'Events while it was disabled' });
    await expect(recovery).toContainText(/It was disabled on .+\(.+\)/);
    await expectNoAxeViolations(page);
    await recovery.getByRole('button', { name: 'Send what it missed' }).click();
    await expect(recovery.getByRole('status')).toContainText(/on the way: they show in the delivery log below/);
    await expect.poll(() => receiver.deliveries.map((d) => d.event?.data.object.id)).toContain(missed.id);
    expect(receiver.deliveries.find((d) => d.event?.data.object.id === missed.id)!.event).toMatchObject({ type: 'part.created' });
    await recovery.getByRole('button', { name: 'Send what it missed' }).click();
    await expect(recovery.getByRole('status')).toContainText('Nothing was missed');
  } finally {
    await receiver.close();
  }
});

test('the delivery log shows an attempt as soon as it is made, and the endpoint’s health names the same one', async ({
  page,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    receiver.secrets.push(await addEndpoint(page, receiver.url));
    await page.getByRole('dialog', { name: 'Endpoint added' }).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: receiver.url }).click();
    const lastDelivery = page.locator('dt:has-text("Last delivery") + dd');
    await expect(lastDelivery).toContainText('None yet');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.deliveries.length, { intervals: [50] }).toBe(1);
    // The receiver has answered: the log shows it within seconds (not at the next 5-second look), and so does the health.
    const item = deliveryLog(page).getByRole('listitem').filter({ hasText: 'webhook_endpoint.test' }).first();
    await expect(item).toContainText('HTTP 200', { timeout: 3_000 });
    await expect(lastDelivery).toContainText('HTTP 200', { timeout: 3_000 });
    const logTime = await item.locator('time').first().getAttribute('datetime');
    expect(logTime).toBeTruthy();
    await expect(lastDelivery.locator('time')).toHaveAttribute('datetime', logTime!);
  } finally {
    await receiver.close();
  }
});

test('Settings → Webhooks links to every event’s payload, and its Node and Python receivers verify real deliveries and refuse forged ones', async ({
  page,
}, testInfo) => {
  await page.goto('/settings/webhooks');
  const guide = page.getByRole('region', { name: 'Receiving events' });
  const href = await guide.getByRole('link', { name: 'OpenAPI document' }).getAttribute('href');
  const document = (await (await page.request.get(href!)).json()) as { webhooks: Record<string, unknown> };
  expect(Object.keys(document.webhooks)).toEqual(
    expect.arrayContaining([
      'part.created',
      'order.status_changed',
      'invoice.created',
      'api_key.revoked',
      'webhook_endpoint.disabled',
    ]),
  );
  await expect(guide).toContainText('HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}');
  await expect(guide).toContainText('two for 24 hours after you roll the secret');
  await expectNoAxeViolations(page);
  const samples = {
    node: (await guide.getByLabel('Node receiver sample').textContent())!,
    python: (await guide.getByLabel('Python receiver sample').textContent())!,
  };
  for (const language of ['node', 'python'] as const) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/${language}-receiver`;
    const secret = await addEndpoint(page, url);
    await page.getByRole('dialog', { name: 'Endpoint added' }).getByRole('button', { name: 'Done' }).click();
    const receiver = await runSample(language, samples[language], { port, secret, file: testInfo.outputPath('receiver.mjs') });
    try {
      const body = JSON.stringify({ id: 'evt_forged', type: 'order.created', data: { object: { id: 'ord_forged' } } });
      const forge = (signingSecret: string, timestamp: number) =>
        fetch(receiver.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'webhook-id': 'evt_forged',
            'webhook-timestamp': String(timestamp),
            'webhook-signature': sign(signingSecret, 'evt_forged', timestamp, body),
          },
          body,
        });
      const now = Math.floor(Date.now() / 1000);
      expect((await forge(`whsec_${Buffer.from('another secret entirely!').toString('base64')}`, now)).status, language).toBe(
        400,
      );
      expect((await forge(secret, now - 10 * 60)).status, `${language}: ten minutes old`).toBe(400);

      await page.getByRole('link', { name: url }).click();
      const endpointId = new URL(page.url()).pathname.split('/').at(-1)!;
      await page.getByRole('button', { name: 'Send test event' }).click();
      const item = deliveryLog(page).getByRole('listitem').filter({ hasText: 'webhook_endpoint.test' }).first();
      await expect(item, language).toContainText('HTTP 204');
      await expect.poll(() => receiver.output(), { message: language }).toContain(`webhook_endpoint.test ${endpointId}`);
      expect(receiver.output()).not.toContain('ord_forged');
    } finally {
      receiver.stop();
    }
  }
});

test('the add form says what is wrong: a refused address, and no event chosen', async ({ page }) => {
  await page.goto('/settings/webhooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await dialog.getByRole('radio', { name: 'Only the events I choose' }).check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([/^URL: Enter the URL/, /^Events: Choose at least one event/]);
  await dialog.getByLabel(/^URL/).fill('https://169.254.169.254/latest/meta-data/');
  await dialog.getByRole('checkbox', { name: /order\.status_changed/ }).check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  // It says what to do instead: a public URL, or a tunnel's for a receiver on a private network.
  await expect(summary.getByRole('link')).toHaveText([
    /^URL: url is refused: 169\.254\.169\.254 is a private, link-local or reserved address\. Use a public https URL, or for a receiver on your own computer or network, a tunnel’s \(such as ngrok or Cloudflare Tunnel\)\.$/,
  ]);
  await expect(dialog.getByLabel(/^URL/)).toHaveAccessibleDescription(
    /use the public URL of a tunnel \(such as ngrok or Cloudflare Tunnel\)/,
  );
  await expect(dialog.getByLabel(/^URL/)).toHaveValue('https://169.254.169.254/latest/meta-data/');
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('the webhook screens fit 360 px and stay accessible in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const receiver = await startWebhookReceiver();
    try {
      receiver.secrets.push(await addEndpoint(page, receiver.url));
      await expectNoSidewaysScroll(page);
      await page.getByRole('dialog', { name: 'Endpoint added' }).getByRole('button', { name: 'Done' }).click();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: receiver.url }).click();
      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(deliveryLog(page).getByRole('listitem').first()).toContainText('Succeeded');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete endpoint' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    } finally {
      await receiver.close();
    }
  });
});

test('against a server without webhooks, Settings has no webhooks section and the rest works', async ({ page }) => {
  await page.route(
    (url) => url.pathname.startsWith('/v1/webhook_endpoints'),
    (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'not_found', message: 'No such path.', status: 404 } }),
      }),
  );
  await page.goto('/settings');
  await expect(page.getByRole('link', { name: 'Manage API keys' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Signed in as' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toHaveCount(0);
});
