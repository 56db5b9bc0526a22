import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { DEMO_USER, SIGNED_OUT, signIn } from '../support/common/accounts';

const NAV = [
  { link: 'Parts', heading: 'Parts', path: '/parts' },
  { link: 'Orders', heading: 'Orders', path: '/orders' },
  { link: 'Invoices', heading: 'Invoices', path: '/invoices' },
  { link: 'Settings', heading: 'Settings', path: '/settings' },
  { link: 'Overview', heading: 'Overview', path: '/' },
];

test('every navigation entry opens its screen with real data, within the strict CSP', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Northwind Cutlery')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const entry of NAV) {
    await nav.getByRole('link', { name: entry.link }).click();
    await expect(page).toHaveURL((url) => url.pathname === entry.path);
    await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: entry.link })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('link', { name: /Parts in service/ })).toBeVisible();
  expect(cspViolations).toEqual([]);
});

test('list screens show rows, the total and filters from the URL', async ({ page }) => {
  await page.goto('/parts?status=retired');
  await expect(page.getByLabel('Status')).toHaveValue('retired');
  const table = page.getByRole('table', { name: 'Parts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Retired' }).first()).toBeVisible();

  await page.getByLabel('Status').selectOption('');
  await expect(page).toHaveURL((url) => !url.searchParams.has('status'));
  await expect(page.getByText(/^\d[\d,]* parts$/)).toBeVisible();

  await page.goto('/invoices');
  const pdf = page.getByRole('link', { name: /Open PDF/ }).first();
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a bad filter in the URL falls back to the unfiltered list', async ({ page }) => {
  await page.goto('/orders?status=teleported');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test.describe('signing in and out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('a signed-out visit goes to sign-in and comes back after, and sign-out ends the session', async ({ page }) => {
    await page.goto('/invoices?status=paid');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('don’t match');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email);

    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page).toHaveURL(/\/invoices\?status=paid$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  });

  test('an expired session on a v1 read sends the user to sign-in and back to where they were', async ({ page, context }) => {
    await signIn(page, DEMO_USER);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await context.clearCookies();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('the skip link moves focus to the content', async ({ page }) => {
    await signIn(page, DEMO_USER);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
