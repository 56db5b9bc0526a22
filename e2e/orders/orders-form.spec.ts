import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { newOrderPath, newPart, orderTotal, pickDay, placeOrderViaApi } from '../support/orders/orders-api';
import { chooseEarliestWindow } from '../support/orders/pickup-windows-api';

test('free-form pickup windows (a server without offered windows) are refused before sending, each with a clear message', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/v1/pickup-windows',
    (route) => route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'No such API path.', status: 404 } } }),
  );
  const part = await newPart(page.request, 'knife');
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/orders') && r.method() === 'POST') posts++;
  });
  await page.goto(newOrderPath([part.id]));
  await expect(page.getByRole('button', { name: `Remove ${part.internal_label}` })).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Fix these before placing the order' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Choose a pickup day.');
  await expect(summary).toContainText('Enter the time the pickup window starts.');
  await expect(summary).toContainText('Enter the time the pickup window ends.');

  // End before start.
  await pickDay(page, 1);
  await page.getByLabel('Window starts').fill('12:00');
  await page.getByLabel('Window ends').fill('09:00');
  await expect(page.getByLabel('Window ends')).toHaveAccessibleDescription('The pickup window must end after it starts.');
  // Shorter than two hours.
  await page.getByLabel('Window ends').fill('13:30');
  await expect(page.getByLabel('Window ends')).toHaveAccessibleDescription('The pickup window must be at least 2 hours long.');
  await expect(page.getByLabel('Window ends')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('The pickup window must be at least 2 hours long.');
  await summary.getByRole('link', { name: 'The pickup window must be at least 2 hours long.' }).click();
  await expect(page.getByLabel('Window ends')).toBeFocused();

  // Past days are disabled, and so are days more than 60 days ahead. Tomorrow may be in the next
  // month (today is its last day): back to today's month first.
  const today = page.getByRole('button', { name: /^Today/ });
  for (let i = 0; i < 2 && (await today.count()) === 0; i++) await page.getByRole('button', { name: /previous month/i }).click();
  await expect(today).toBeEnabled();
  const limits = await page.evaluate(() => {
    const label = (ahead: number) => {
      const t = new Date();
      const d = new Date(t.getFullYear(), t.getMonth(), t.getDate() + ahead);
      return `${d.toLocaleString('en-US', { month: 'long' })} ${d.getDate()}`;
    };
    return { past: label(-1), inRange: label(60), beyond: label(61) };
  });
  const pastDay = page.getByRole('button', { name: new RegExp(`${limits.past}(st|nd|rd|th),`) });
  if ((await pastDay.count()) > 0) await expect(pastDay).toBeDisabled();
  for (let i = 0; i < 3; i++) {
    const next = page.getByRole('button', { name: /next month/i });
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(page.getByRole('button', { name: new RegExp(`${limits.inRange}(st|nd|rd|th),`) })).toBeEnabled();
  const beyond = page.getByRole('button', { name: new RegExp(`${limits.beyond}(st|nd|rd|th),`) });
  if ((await beyond.count()) > 0) await expect(beyond).toBeDisabled();

  expect(posts).toBe(0);
});

test('the server’s 422 lands on the parts field, naming the part; what was typed survives a reload', async ({ page }) => {
  const busy = await newPart(page.request, 'scissor');
  await placeOrderViaApi(page.request, [busy.id]);
  await page.goto(newOrderPath([busy.id]));
  const chip = page.getByRole('list', { name: 'Chosen parts' }).getByRole('listitem');
  await expect(chip).toContainText(busy.internal_label);
  await expect(chip).toContainText('can’t be ordered (pickup scheduled)');

  await chooseEarliestWindow(page);
  const chosen = page.getByRole('group', { name: /^Windows on/ }).getByRole('radio', { checked: true });
  const window = await chosen.getAttribute('value');
  await page.getByLabel(/Instructions for the driver/).fill('Back door');
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await answered).status()).toBe(422);
  // The refusal arrives while the eye is on the button: focus moves to the summary, which names the part by its label.
  const summary = page.getByRole('alert').filter({ hasText: 'Fix these before placing the order' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link').filter({ hasText: busy.internal_label })).toBeVisible();
  await expect(summary).not.toContainText(busy.id);
  await expect(page.locator('#order-parts-messages')).toContainText(busy.internal_label);
  await expect(chosen).toHaveAttribute('value', window ?? '');

  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${busy.internal_label}` })).toBeVisible();
  await expect(chosen).toHaveAttribute('value', window ?? '');
  await expect(page.getByLabel(/Instructions for the driver/)).toHaveValue('Back door');
  // The part picker kept its choice: the chosen part is listed again after the reload.
  await expect(chip).toContainText(busy.internal_label);

  // The chip is removed from the keyboard; the parts field then asks for a part.
  await page.getByRole('button', { name: `Remove ${busy.internal_label}` }).focus();
  await page.keyboard.press('Delete');
  await expect(page.getByText('No parts chosen yet.')).toBeVisible();
  await expect(page.getByLabel('Search parts')).toBeFocused();
  await expect(page).not.toHaveURL(/part_ids/);
});

test('a retry after a 500 on the POST creates exactly one order (same Idempotency-Key)', async ({ page }) => {
  const part = await newPart(page.request, 'chisel');
  const before = await orderTotal(page.request);
  const keys: string[] = [];
  await page.route(
    (url) => url.pathname === '/v1/orders',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // The server does the work, but the answer is lost on the way back.
      await route.fetch();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'The gateway dropped the answer.', status: 500 } }),
      });
    },
  );
  await page.goto(newOrderPath([part.id]));
  await chooseEarliestWindow(page);
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  const failure = page.getByRole('alert').filter({ hasText: 'The server had a problem' });
  await expect(failure).toContainText('Nothing you typed is lost.');
  expect(keys).toHaveLength(1);

  const replay = page.waitForResponse((r) => r.url().endsWith('/v1/orders') && r.request().method() === 'POST');
  await failure.getByRole('button', { name: 'Try again' }).click();
  expect((await replay).headers()['idempotent-replayed']).toBe('true');
  await expect(page).toHaveURL(/\/orders\/ord_/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order WS-/ })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderTotal(page.request)).toBe(before + 1);
});

test('an unknown order id shows not-found', async ({ page }) => {
  await page.goto('/orders/ord_doesnotexist0000');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
});

test('list filters live in the URL and the count matches the API', async ({ page }) => {
  await page.goto('/orders');
  await page.getByLabel('Status').selectOption('completed');
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Created from').fill('2020-01-01');
  await page.getByLabel('Created to').fill(today);
  await expect(page).toHaveURL(new RegExp(`status=completed.*from=2020-01-01.*to=${today}|from=2020-01-01.*status=completed`));
  const expected = await page.request.get(`/v1/orders?status=completed&from=2020-01-01&to=${today}&limit=1`);
  const total = ((await expected.json()) as { meta: { total: number } }).meta.total;
  await expect(page.getByText(new RegExp(`^${total} orders?$`)).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('completed');
  await expect(page.getByLabel('Created from')).toHaveValue('2020-01-01');
});
