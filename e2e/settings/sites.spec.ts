import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { SIGNED_OUT, signIn } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';
import { PHONE, expectNoSidewaysScroll, expectTouchTarget } from '../support/common/viewport-checks';
import { apiGet, apiPost, placeOrderViaApi } from '../support/orders/orders-api';
import { activeSites, archiveAddedSites, siteNamed } from '../support/settings/sites-api';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openSites(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Manage sites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
}

function siteRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

const VIEWER_USER = { email: 'viewer@whetstone.test', password: 'whetstone-demo' };

/** The account's first site, where the parts of the sites a test adds go back to. */
let home = '';
/** The sites active before the test: the ones it adds are archived after it. */
let before = new Set<string>();

test.describe('managing sites', () => {
  test.beforeEach(async ({ page }) => {
    const sites = await activeSites(page.request);
    home = sites.at(-1)!.id;
    before = new Set(sites.map((site) => site.id));
  });
  test.afterEach(async ({ page }) => archiveAddedSites(page.request, before, home));

  test('a site from start to finish: add with hours and a closed date, edit, a 422 on its field, archive moving its parts', async ({
    page,
  }) => {
    const name = `Harbour St ${unique()}`;
    await openSites(page);
    await expect(siteRow(page, (await activeSites(page.request)).at(-1)!.name)).toContainText('Active');
    await page.getByRole('button', { name: 'Add a site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Street address/).fill('12 Harbour St');
    await dialog.getByLabel(/^City/).fill('Chicago');
    await dialog.getByLabel(/^Country/).fill('US');
    await dialog.getByLabel(/^Time zone/).selectOption('America/Chicago');
    const monday = dialog.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Opens', { exact: true }).fill('06:00');
    await monday.getByLabel('Closes').fill('10:00');
    await monday.getByRole('button', { name: 'Add second hours on Monday' }).click();
    await monday.getByLabel('Opens again').fill('14:00');
    await monday.getByLabel('Closes').nth(1).fill('16:00');
    await dialog.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }).click();
    await dialog.getByRole('checkbox', { name: 'Open on Saturday' }).check();
    const saturday = dialog.getByRole('group', { name: 'Saturday' });
    await saturday.getByLabel('Opens', { exact: true }).fill('09:00');
    await saturday.getByLabel('Closes').fill('12:00');
    await dialog.getByRole('button', { name: 'Add a closed date' }).click();
    const closed = dialog.getByRole('group', { name: 'Closed date 1' });
    await closed.getByLabel('Date', { exact: true }).fill('2026-12-24');
    await closed.getByLabel('Reason', { exact: true }).fill('Christmas Eve');
    await dialog.getByLabel(/^Contact name/).fill('Ana Ruiz');
    await dialog.getByLabel(/^Contact phone/).fill('+1 312 555 0100');
    await dialog.getByLabel(/^Access notes/).fill('Back door on Water St; ring twice.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await expect(dialog).toBeHidden();

    const row = siteRow(page, name);
    await expect(row).toContainText('Chicago');
    await expect(row).toContainText('America/Chicago');
    await expect(row).toContainText('Active');
    const saved = (await siteNamed(page.request, name))!;
    const weekday = [
      { start: '06:00', end: '10:00' },
      { start: '14:00', end: '16:00' },
    ];
    expect(saved.receiving_hours).toEqual({
      mon: weekday,
      tue: weekday,
      wed: weekday,
      thu: weekday,
      fri: weekday,
      sat: [{ start: '09:00', end: '12:00' }],
      sun: [],
    });
    expect(saved.closed_dates).toEqual([{ date: '2026-12-24', reason: 'Christmas Eve' }]);
    await expectNoAxeViolations(page);

    // Edit: a name another site has (the server's check, without regard to case) is shown on the name field, and what was typed stays.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit “${name}”` });
    await expect(edit.getByRole('group', { name: 'Closed date 1' }).getByLabel('Reason', { exact: true })).toHaveValue(
      'Christmas Eve',
    );
    const taken = (await activeSites(page.request)).find((site) => site.id === home)!.name;
    await edit.getByLabel(/^Name/).fill(taken.toUpperCase());
    await edit.getByLabel(/^City/).fill('Evanston');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(edit.getByLabel(/^Name/)).toHaveAccessibleDescription(/already has a site named/);
    await expect(edit.getByRole('link', { name: /^Name: The account already has a site named/ })).toBeVisible();
    await expect(edit.getByLabel(/^City/)).toHaveValue('Evanston');
    await expectNoAxeViolations(page);

    // A problem with one range of hours lands on that row (here the server's answer is played, as its own rules refuse such hours in the form).
    const renamed = `${name} North`;
    await edit.getByLabel(/^Name/).fill(renamed);
    await page.route('**/v1/sites/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'validation_failed',
                message: 'The request has problems.',
                status: 422,
                details: [
                  { field: 'receiving_hours.tue.1', code: 'end_before_start', message: 'That range ends before it starts.' },
                ],
              },
            }),
          })
        : route.fallback(),
    );
    await edit.getByRole('button', { name: 'Save changes' }).click();
    const tuesday = edit.getByRole('group', { name: 'Tuesday' });
    await expect(tuesday.getByLabel('Opens again')).toHaveAttribute('aria-invalid', 'true');
    await expect(tuesday.getByLabel('Opens', { exact: true })).toHaveAttribute('aria-invalid', 'false');
    await expect(tuesday.getByText('That range ends before it starts.')).toBeVisible();
    await edit.getByRole('link', { name: /^Tuesday, hours 2:/ }).click();
    await expect(tuesday.getByLabel('Opens again')).toBeFocused();
    await page.unrouteAll({ behavior: 'wait' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(siteRow(page, renamed)).toContainText('Evanston');

    // Archive: refused while a part of the site is in an open order, which the dialog names and links.
    const site = (await siteNamed(page.request, renamed))!;
    const labels = [`Site part A ${unique()}`, `Site part B ${unique()}`];
    const partIds: string[] = [];
    for (const label of labels) {
      const created = await apiPost<{ data: { id: string } }>(page.request, '/v1/parts', {
        part_type: 'blade',
        internal_label: label,
        site_id: site.id,
      });
      expect(created.status).toBe(201);
      partIds.push(created.body.data.id);
    }
    const orderId = await placeOrderViaApi(page.request, [partIds[0]!]);
    const { data: order } = await apiGet<{ data: { order_number: string } }>(page.request, `/v1/orders/${orderId}`);
    await page.reload();
    await expect(siteRow(page, renamed)).toContainText('2');
    await siteRow(page, renamed)
      .getByRole('button', { name: `Archive ${renamed}` })
      .click();
    const archive = page.getByRole('dialog', { name: `Archive “${renamed}”?` });
    await archive.getByLabel(/^Move its 2 parts to/).selectOption(home);
    await archive.getByRole('button', { name: 'Archive site' }).click();
    await expect(archive.getByRole('alert')).toContainText('Parts of this site are in open orders');
    await expect(archive.getByRole('link', { name: `Order ${order.order_number}` })).toHaveAttribute(
      'href',
      `/orders/${orderId}`,
    );
    await expectNoAxeViolations(page);

    expect((await apiPost(page.request, `/v1/orders/${orderId}/cancel`)).status).toBe(200);
    await archive.getByRole('button', { name: 'Archive site' }).click();
    await expect(archive).toBeHidden();
    await expect(page.getByRole('rowheader', { name: renamed, exact: true })).toBeHidden();
    for (const id of partIds) {
      const { data: part } = await apiGet<{ data: { site_id: string } }>(page.request, `/v1/parts/${id}`);
      expect(part.site_id).toBe(home);
    }
    await page.getByLabel('Show', { exact: true }).selectOption('archived');
    await expect(page).toHaveURL(/status=archived/);
    await expect(siteRow(page, renamed)).toContainText('Archived');
    await expect(siteRow(page, renamed)).toContainText('0');
  });
});

test.describe('a viewer', () => {
  test.use({ storageState: SIGNED_OUT });
  test('sees the sites but no add, edit or archive, and is told why', async ({ page }) => {
    await signIn(page, VIEWER_USER);
    await page.goto('/settings/sites');
    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sites' }).getByRole('rowheader').first()).toBeVisible();
    await expect(
      page.getByText('You can see this account’s sites; adding and changing them needs a manager’s access.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a site' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Archive) / })).toHaveCount(0);
  });
});

test('a v1 server without sites: Settings has no sites section and the screen says the server does not offer them', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname.startsWith('/v1/sites'),
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
  await expect(page.getByRole('heading', { name: 'Sites' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage sites' })).toHaveCount(0);
  await page.goto('/settings/sites');
  await expect(page.getByText('This server does not offer sites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a site' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('the sites screen and its form fit 360 px with 44 px targets and stay accessible in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openSites(page);
    await expectNoSidewaysScroll(page);
    await expectTouchTarget(page.getByRole('button', { name: 'Add a site' }), 'Add a site');
    await expectTouchTarget(page.getByRole('button', { name: /^Edit / }).first(), 'Edit');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add a site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a site' });
    await dialog.getByRole('button', { name: 'Add site' }).click();
    await expect(dialog.getByRole('link', { name: /^Name:/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add second hours on Monday' }).click();
    await dialog.getByRole('button', { name: 'Add a closed date' }).click();
    await expectNoSidewaysScroll(page);
    for (const [label, control] of [
      ['Open on Monday', dialog.getByRole('checkbox', { name: 'Open on Monday' })],
      ['Opens', dialog.getByRole('group', { name: 'Monday' }).getByLabel('Opens', { exact: true })],
      ['Remove', dialog.getByRole('button', { name: 'Remove the second hours on Monday' })],
      ['Date', dialog.getByRole('group', { name: 'Closed date 1' }).getByLabel('Date', { exact: true })],
    ] as const) {
      await expectTouchTarget(control, label);
    }
    await expectNoAxeViolations(page);
  });
});
