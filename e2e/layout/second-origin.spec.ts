import { expect } from '@playwright/test';
import { DEMO_USER, SIGNED_OUT } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';
import { newPart } from '../support/orders/orders-api';
import { chooseEarliestWindow } from '../support/orders/pickup-windows-api';
import { portalBuiltFor, servePortal } from '../support/layout/second-origin';
import { test as base } from '../support/common/test';

/**
 * The split deployment of the README: the portal built with VITE_API_BASE_URL pointing at this
 * worker's API, served from a second origin on the same site (another port of 127.0.0.1), which
 * the API lists in PORTAL_ORIGINS. Built and served once per worker.
 */
const test = base.extend<object, { secondPortal: string }>({
  secondPortal: [
    async ({ system }, use) => {
      const stop = await servePortal(await portalBuiltFor(system.baseURL), system.portalOrigin, system.baseURL);
      await use(system.portalOrigin);
      await stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.use({ storageState: SIGNED_OUT });

const isApiPath = (url: string) => /^\/(v1|portal|sandbox)\//.test(new URL(url).pathname);

test('a portal on another origin signs in, lists parts and places an order through the API', async ({
  page,
  system,
  secondPortal,
}) => {
  test.setTimeout(120_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CORS|Access-Control/i.test(message.text())) refused.push(message.text());
  });
  const apiOrigins = new Set<string>();
  page.on('request', (request) => {
    if (isApiPath(request.url())) apiOrigins.add(new URL(request.url()).origin);
  });

  const document = await page.goto(`${secondPortal}/`);
  expect(document!.headers()['content-security-policy']).toContain(`connect-src 'self' ${system.baseURL};`);
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(secondPortal);

  // The session the portal signed in with is the API's: a part made through it shows in the portal's list.
  const part = await newPart(page.request, 'blade', 'E2E second origin');
  await page.getByRole('navigation').getByRole('link', { name: 'Parts' }).click();
  const select = page.getByRole('checkbox', { name: `Select ${part.internal_label}` });
  await expect(select).toBeVisible();
  await expectNoAxeViolations(page);

  await select.check();
  await page.getByRole('button', { name: /Order pickup \(1\)/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  await chooseEarliestWindow(page);
  const placed = page.waitForResponse((r) => r.url() === `${system.baseURL}/v1/orders` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Place order' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  expect(response.headers()['access-control-allow-origin']).toBe(secondPortal);
  expect(response.request().headers()['x-csrf-token']).toBeTruthy();
  expect(response.request().headers()['idempotency-key']).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`^${secondPortal}/orders/ord_`));
  await expect(page.getByRole('heading', { level: 1, name: /^Order WS-\d+$/ })).toBeVisible();

  expect([...apiOrigins]).toEqual([system.baseURL]);
  expect(refused).toEqual([]);
});

test('an origin the API does not list gets no CORS headers, so its pages cannot read the API', async ({ page, system }) => {
  const stranger = `http://127.0.0.1:${Number(new URL(system.portalOrigin).port) + 1000}`;
  const headersFor = async (origin: string, method: 'GET' | 'OPTIONS') => {
    const response = await page.request.fetch(`${system.baseURL}/v1/parts`, {
      method,
      headers: { Origin: origin, ...(method === 'OPTIONS' && { 'Access-Control-Request-Method': 'GET' }) },
    });
    return Object.keys(response.headers()).filter((name) => name.startsWith('access-control-'));
  };
  expect(await headersFor(stranger, 'GET')).toEqual([]);
  expect(await headersFor(stranger, 'OPTIONS')).toEqual([]);
  expect(await headersFor(system.portalOrigin, 'OPTIONS')).toContain('access-control-allow-origin');

  // A page at that origin (same site, another port; answered here, no server needed) is refused by the browser.
  await page.route(`${stranger}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Elsewhere</title></html>' }),
  );
  await page.goto(`${stranger}/`);
  const outcome = await page.evaluate(async (api) => {
    try {
      const response = await fetch(`${api}/portal/session`, { credentials: 'include' });
      return `read ${response.status}`;
    } catch {
      return 'refused';
    }
  }, system.baseURL);
  expect(outcome).toBe('refused');
});
