import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiGet, apiPost } from '../orders/orders-api';
import { createPart } from '../parts/parts-api';
import { STARTER_USER } from '../common/accounts';
import { cellUnder, definition } from '../common/viewport-checks';

type Named = [name: string, locator: Locator];

/** A screen or dialog as the viewport tests see it. */
export interface ViewportScreen {
  name: string;
  /** Who looks at it: the demo Enterprise user unless said. */
  account?: 'signed-out' | 'starter';
  /** Opens it and waits for its data. */
  open: (page: Page) => Promise<void>;
  /** What matters on it: shown in full, on a phone as on a desktop. */
  values: (page: Page) => Promise<Named[]>;
  /** Its main controls: 44 px touch targets on a phone. */
  controls: (page: Page) => Named[];
  /** A list: the viewport tests also scroll it (sticky header, virtualized rows in place). */
  list?: string;
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const firstRow = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('row').nth(1);

async function listValues(page: Page, table: string, columns: string[]): Promise<Named[]> {
  const grid = page.getByRole('table', { name: table });
  const row = firstRow(page, table);
  const cells = await Promise.all(columns.map((column) => cellUnder(grid, row, column)));
  return columns.map((column, index) => [`${table}: ${column}`, cells[index]!]);
}

async function firstId(page: Page, path: string): Promise<string> {
  const { data } = await apiGet<{ data: { id: string }[] }>(page.request, `${path}?limit=1`);
  return data[0]!.id;
}

/** A usable key to show in the table and open the roll and revoke dialogs on. */
async function openKeys(page: Page): Promise<string> {
  const name = `Viewport ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { status } = await apiPost(page.request, '/portal/api-keys', { name, scopes: ['parts:read'], expires_at: null });
  expect(status).toBe(201);
  await page.goto('/settings/api-keys');
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
  return name;
}

const keyRow = (page: Page) => page.getByRole('table', { name: 'API keys' }).getByRole('row').nth(1);
const back = (page: Page, name: string): Named => [name, page.getByRole('link', { name })];

export const VIEWPORT_SCREENS: readonly ViewportScreen[] = [
  {
    name: 'Sign in',
    account: 'signed-out',
    open: async (page) => {
      await page.goto('/sign-in');
      await expect(h1(page, 'Sign in to your account')).toBeVisible();
    },
    values: async (page) => [['heading', h1(page, 'Sign in to your account')]],
    controls: (page) => [
      ['Email', page.getByLabel('Email')],
      ['Password', page.getByLabel('Password')],
      ['Sign in', page.getByRole('button', { name: 'Sign in' })],
    ],
  },
  {
    name: 'Overview',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: /Parts in service/ })).toBeVisible();
    },
    values: async (page) => [
      ['parts in service', page.getByRole('link', { name: /Parts in service/ })],
      ['a recent order', page.getByRole('region', { name: 'Recent orders' }).getByRole('listitem').first()],
    ],
    controls: (page) => {
      const recent = page.getByRole('region', { name: 'Recent orders' });
      return [
        ['a recent order', recent.getByRole('listitem').first().getByRole('link').first()],
        ['its status', recent.getByRole('listitem').first().getByRole('link').nth(1)],
        ['All orders', recent.getByRole('link', { name: 'All orders' })],
      ];
    },
  },
  {
    name: 'Parts list',
    list: 'Parts',
    // Earlier specs leave payload-long labels on top; a newly registered part of everyday length is the first row.
    open: async (page) => {
      const label = `Bread slicer ${Math.floor(Math.random() * 1e4)}`;
      await createPart(page.request, { internal_label: label });
      await page.goto('/parts');
      await expect(firstRow(page, 'Parts').getByRole('link', { name: label })).toBeVisible();
    },
    values: (page) => listValues(page, 'Parts', ['Label', 'Status', 'Wear', 'Forecast', 'Last serviced']),
    controls: (page) => [
      ['Register a part', page.getByRole('button', { name: 'Register a part' })],
      ['Filters', page.getByRole('button', { name: /^Filters/ })],
      ['a part', firstRow(page, 'Parts').getByRole('link')],
      ['its checkbox', firstRow(page, 'Parts').getByRole('checkbox')],
    ],
  },
  {
    name: 'Part detail',
    open: async (page) => {
      await page.goto(`/parts/${await firstId(page, '/v1/parts')}`);
      await expect(page.getByRole('meter', { name: 'Current wear' })).toBeVisible();
    },
    values: async (page) => [
      ['wear', page.getByRole('meter', { name: 'Current wear' })],
      ['forecast', page.getByText(/^Forecast:/)],
    ],
    controls: (page) => [back(page, '← All parts')],
  },
  {
    name: 'Print labels dialog',
    open: async (page) => {
      await page.goto('/parts');
      await page.getByRole('button', { name: 'Print labels' }).click();
      await expect(page.getByRole('dialog', { name: 'Print labels' })).toBeVisible();
    },
    values: async (page) => [['the dialog', page.getByRole('dialog')]],
    controls: (page) => {
      const dialog = page.getByRole('dialog');
      return [
        ['Cancel', dialog.getByRole('button', { name: 'Cancel' })],
        ['Make PDF', dialog.getByRole('button', { name: 'Make PDF' })],
      ];
    },
  },
  {
    // Here Chromium has no camera (or refuses it, ungranted): the screen's fallback, message and box.
    name: 'Scan a label without a camera',
    open: async (page) => {
      await page.goto('/parts/scan');
      await expect(page.getByRole('alert')).toHaveText(/No camera is available here|The camera is turned off/);
    },
    values: async (page) => [['the message', page.getByRole('alert')]],
    controls: (page) => [
      ['the box', page.getByLabel('Label or serial number', { exact: true })],
      ['Find the part', page.getByRole('button', { name: 'Find the part' })],
    ],
  },
  {
    name: 'New part dialog',
    open: async (page) => {
      await page.goto('/parts');
      await page.getByRole('button', { name: 'Register a part' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    values: async (page) => [['the dialog', page.getByRole('dialog')]],
    controls: (page) => {
      const dialog = page.getByRole('dialog');
      return [
        ['Type', dialog.getByLabel('Type')],
        ['Label', dialog.getByLabel('Label')],
        ['Cancel', dialog.getByRole('button', { name: 'Cancel' })],
        ['Register', dialog.getByRole('button', { name: /^Register/ })],
      ];
    },
  },
  {
    name: 'Orders list',
    list: 'Orders',
    open: async (page) => {
      await page.goto('/orders');
      await expect(firstRow(page, 'Orders')).toBeVisible();
    },
    values: (page) => listValues(page, 'Orders', ['Order', 'Status', 'Total', 'Placed', 'Pickup', 'Expected return']),
    controls: (page) => [
      ['New order', page.getByRole('link', { name: 'New order' })],
      ['Status filter', page.getByLabel('Status')],
      ['an order', firstRow(page, 'Orders').getByRole('link')],
    ],
  },
  {
    name: 'Order detail',
    open: async (page) => {
      await page.goto(`/orders/${await firstId(page, '/v1/orders')}`);
      await expect(h1(page, /^Order /)).toBeVisible();
    },
    values: async (page) => {
      const parts = page.getByRole('table', { name: 'Parts in this order' });
      return [
        ['total', definition(page, 'Total')],
        ['pickup window', definition(page, 'Pickup window')],
        ['expected return', definition(page, 'Expected return')],
        ['a part’s status', await cellUnder(parts, parts.getByRole('row').nth(1), 'Status')],
        ['a part’s wear', await cellUnder(parts, parts.getByRole('row').nth(1), 'Wear')],
      ];
    },
    controls: (page) => [
      back(page, '← All orders'),
      ['a part', page.getByRole('table', { name: 'Parts in this order' }).getByRole('row').nth(1).getByRole('link')],
    ],
  },
  {
    name: 'New order',
    open: async (page) => {
      await page.goto('/orders/new');
      await expect(h1(page, 'New order')).toBeVisible();
    },
    values: async (page) => [['part search', page.getByLabel('Search parts')]],
    controls: (page) => [
      back(page, '← All orders'),
      ['part search', page.getByLabel('Search parts')],
      ['Place order', page.getByRole('button', { name: 'Place order' })],
    ],
  },
  {
    name: 'Invoices list',
    list: 'Invoices',
    open: async (page) => {
      await page.goto('/invoices');
      await expect(firstRow(page, 'Invoices')).toBeVisible();
    },
    values: (page) => listValues(page, 'Invoices', ['Invoice', 'Status', 'Total', 'Due', 'Created']),
    controls: (page) => [
      ['Status filter', page.getByLabel('Status')],
      ['an invoice', firstRow(page, 'Invoices').getByRole('link').first()],
    ],
  },
  {
    name: 'Invoice detail',
    open: async (page) => {
      await page.goto(`/invoices/${await firstId(page, '/v1/invoices')}`);
      await expect(h1(page, /^Invoice /)).toBeVisible();
    },
    values: async (page) => [
      ['status', definition(page, 'Status')],
      ['invoice date', definition(page, 'Invoice date')],
      ['due', definition(page, 'Due')],
      ['total', page.getByRole('table', { name: 'Line items' }).getByRole('row').last()],
    ],
    controls: (page) => [back(page, '← All invoices'), ['Open PDF', page.getByRole('link', { name: /Open PDF/ })]],
  },
  {
    name: 'Settings',
    open: async (page) => {
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Signed in as' })).toBeVisible();
    },
    values: async (page) => [['account', page.getByRole('heading', { name: 'Signed in as' })]],
    controls: (page) => [['Manage API keys', page.getByRole('link', { name: 'Manage API keys' })]],
  },
  {
    name: 'API keys',
    open: async (page) => void (await openKeys(page)),
    values: async (page) => {
      const table = page.getByRole('table', { name: 'API keys' });
      return [
        ['key', await cellUnder(table, keyRow(page), 'Key')],
        ['state', await cellUnder(table, keyRow(page), 'State')],
        ['expires', await cellUnder(table, keyRow(page), 'Expires')],
      ];
    },
    controls: (page) => [
      back(page, '← Settings'),
      ['Create key', page.getByRole('button', { name: 'Create key' })],
      ['Roll', keyRow(page).getByRole('button', { name: /^Roll/ })],
      ['Revoke', keyRow(page).getByRole('button', { name: /^Revoke/ })],
    ],
  },
  {
    name: 'Create key dialog',
    open: async (page) => {
      await page.goto('/settings/api-keys');
      await page.getByRole('button', { name: 'Create key' }).click();
      await expect(page.getByRole('dialog', { name: 'Create an API key' })).toBeVisible();
    },
    values: async (page) => [['the dialog', page.getByRole('dialog', { name: 'Create an API key' })]],
    controls: (page) => {
      const dialog = page.getByRole('dialog', { name: 'Create an API key' });
      return [
        ['Name', dialog.getByLabel('Name')],
        ['Create key', dialog.getByRole('button', { name: 'Create key' })],
      ];
    },
  },
  {
    name: 'Roll key dialog',
    open: async (page) => {
      const name = await openKeys(page);
      await page.getByRole('button', { name: `Roll ${name}` }).click();
      await expect(page.getByRole('dialog', { name: `Roll “${name}”` })).toBeVisible();
    },
    values: async (page) => [['the dialog', page.getByRole('dialog')]],
    controls: (page) => [['Roll key', page.getByRole('dialog').getByRole('button', { name: 'Roll key' })]],
  },
  {
    name: 'Revoke key dialog',
    open: async (page) => {
      const name = await openKeys(page);
      await page.getByRole('button', { name: `Revoke ${name}` }).click();
      await expect(page.getByRole('dialog', { name: `Revoke “${name}”?` })).toBeVisible();
    },
    values: async (page) => [['the dialog', page.getByRole('dialog')]],
    controls: (page) => [['Revoke key', page.getByRole('dialog').getByRole('button', { name: 'Revoke key' })]],
  },
  {
    name: 'Sites',
    open: async (page) => {
      await page.goto('/settings/sites');
      await expect(firstRow(page, 'Sites')).toBeVisible();
    },
    values: (page) => listValues(page, 'Sites', ['Site', 'City', 'Time zone', 'Parts', 'Status']),
    controls: (page) => [
      back(page, '← Settings'),
      ['Add a site', page.getByRole('button', { name: 'Add a site' })],
      ['Show', page.getByLabel('Show', { exact: true })],
      ['Edit', firstRow(page, 'Sites').getByRole('button', { name: /^Edit / })],
    ],
  },
  {
    name: 'Add a site dialog',
    open: async (page) => {
      await page.goto('/settings/sites');
      await page.getByRole('button', { name: 'Add a site' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a site' })).toBeVisible();
    },
    values: async (page) => [['the dialog', page.getByRole('dialog', { name: 'Add a site' })]],
    controls: (page) => {
      const dialog = page.getByRole('dialog', { name: 'Add a site' });
      const monday = dialog.getByRole('group', { name: 'Monday' });
      return [
        ['Name', dialog.getByLabel(/^Name/)],
        ['Time zone', dialog.getByLabel(/^Time zone/)],
        ['Open on Monday', dialog.getByRole('checkbox', { name: 'Open on Monday' })],
        ['Opens', monday.getByLabel('Opens', { exact: true })],
        ['Add second hours', monday.getByRole('button', { name: 'Add second hours on Monday' })],
        ['Add a closed date', dialog.getByRole('button', { name: 'Add a closed date' })],
        ['Add site', dialog.getByRole('button', { name: 'Add site' })],
      ];
    },
  },
  {
    name: 'Notifications',
    open: async (page) => {
      await page.goto('/settings/notifications');
      await expect(page.getByRole('group', { name: 'Order updates' }).getByRole('radio', { name: 'Instant' })).toBeVisible();
    },
    values: async (page) => [
      ['Order updates', page.getByRole('group', { name: 'Order updates' })],
      ['Pickup reminders', page.getByRole('group', { name: 'Pickup reminders' })],
      ['Billing contacts', page.getByRole('heading', { name: 'Billing contacts' })],
    ],
    controls: (page) => [
      back(page, '← Settings'),
      // The label is the target: it holds the radio and its word.
      ['Instant (order updates)', page.getByRole('group', { name: 'Order updates' }).locator('label').first()],
      ['Save', page.getByRole('button', { name: 'Save' })],
      ['Send me a test', page.getByRole('button', { name: 'Send me a test' })],
    ],
  },
  {
    name: 'Plan page',
    account: 'starter',
    open: async (page) => {
      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(STARTER_USER.email);
      await page.getByLabel('Password').fill(STARTER_USER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'What Enterprise adds' })).toBeVisible();
    },
    values: async (page) => [['what Enterprise adds', page.getByRole('heading', { name: 'What Enterprise adds' })]],
    controls: (page) => [['Settings link', page.getByRole('link', { name: 'Your account and plan in Settings' })]],
  },
];
