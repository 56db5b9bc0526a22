import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { apiGet } from '../support/orders/orders-api';
import { kitchens, type TestSite } from '../support/settings/sites-api';

interface ListedSchedule {
  id: string;
  rule: string;
  next_occurrences: { date: string; status: string; shifted_to?: string | null }[];
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

async function schedulesAt(request: APIRequestContext, site: TestSite): Promise<ListedSchedule[]> {
  return (await apiGet<{ data: ListedSchedule[] }>(request, `/v1/pickup-schedules?site_id=${site.id}&limit=100`)).data;
}

/** A schedule a failed run left at the site: the dialog should start from none. */
async function deleteSchedulesAt(request: APIRequestContext, site: TestSite): Promise<void> {
  const session = await (await request.get('/portal/session')).json();
  for (const schedule of await schedulesAt(request, site)) {
    const response = await request.delete(`/v1/pickup-schedules/${schedule.id}`, {
      headers: { 'X-CSRF-Token': session.data.csrf_token },
    });
    expect(response.status()).toBe(204);
  }
}

/**
 * A weekday five days after the site's today: the first pickup's order (two days ahead) is not yet
 * due, so it can still be skipped; a weekend day would move to the Monday, which still works.
 */
function weekdayFiveDaysOn(timeZone: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  return (date.getUTCDay() + 5) % 7;
}

test('make a pickup schedule for a kitchen, skip its next pickup, and see the one after on the overview', async ({ page }) => {
  const site =
    (await kitchens(page.request)).find((candidate) => candidate.name === 'Lakeside') ?? (await kitchens(page.request))[0]!;
  await deleteSchedulesAt(page.request, site);
  const { time_zone: timeZone } = await apiGet<{ data: { time_zone: string } }>(page.request, `/v1/sites/${site.id}`).then(
    (r) => r.data,
  );
  const weekday = weekdayFiveDaysOn(timeZone);

  // Settings → Sites → the kitchen's pickup schedule: none yet.
  await page.goto('/settings/sites');
  await page.getByRole('button', { name: `Pickup schedule of ${site.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pickup schedule · ${site.name}` });
  await expect(dialog.getByText(`${site.name} has no pickup schedule`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Make a schedule' }).click();

  // A few choices: weekly on that weekday, the earliest window, ordered two days ahead, the parts due.
  const form = dialog.getByRole('form', { name: 'Pickup schedule' });
  await expect(form.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Monday' }).uncheck();
  await form.getByRole('checkbox', { name: WEEKDAY_NAMES[weekday] }).check();
  await form.getByRole('radio', { name: 'The earliest offered' }).check();
  await form.getByLabel(/^Order ahead/).fill('2');
  await expect(form.getByRole('radio', { name: 'Parts due by then' })).toBeChecked();
  await expect(form.getByText(`Every week on ${WEEKDAY_NAMES[weekday]}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Make schedule' }).click();

  // The schedule and its next six pickups.
  const schedule = dialog.getByRole('region', { name: `Schedule: Every week on ${WEEKDAY_NAMES[weekday]}` });
  await expect(schedule).toBeVisible();
  const rows = schedule.getByRole('table', { name: 'Next pickups' }).getByRole('row');
  await expect(rows).toHaveCount(7);
  const [made] = await schedulesAt(page.request, site);
  expect(made!.rule).toBe(`FREQ=WEEKLY;BYDAY=${WEEKDAYS[weekday]}`);
  const [first, second] = made!.next_occurrences;
  expect(['scheduled', 'shifted']).toContain(first!.status);
  await expectNoAxeViolations(page);

  // Skip the next one: it says so, and can be taken back.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Skip / })
    .click();
  await expect(rows.nth(1).getByText('Skipped', { exact: true })).toBeVisible();
  await expect(rows.nth(1).getByRole('button', { name: /^Unskip / })).toBeVisible();
  const [skipped] = await schedulesAt(page.request, site);
  expect(skipped!.next_occurrences[0]).toMatchObject({ date: first!.date, status: 'skipped' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The overview's "Needs doing" names the pickup after it, not the skipped one, within the
  // overview's budget of 13 requests (e2e/layout/overview.spec.ts): the card's read is paid for.
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(v1|portal|sandbox)\//.test(url.pathname)) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`/?site=${site.id}`);
  const card = page
    .getByRole('region', { name: 'Needs doing' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Scheduled pickups' }) });
  await expect(card).toBeVisible();
  await expect(card.locator(`time[datetime="${second!.shifted_to ?? second!.date}"]`)).toBeVisible();
  await expect(card.locator(`time[datetime="${first!.shifted_to ?? first!.date}"]`)).toHaveCount(0);
  await expect(card).toContainText(site.name);
  await page.waitForLoadState('networkidle');
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(13);
  await expectNoAxeViolations(page);

  // Delete it: the kitchen is back to ordering by hand.
  await card.getByRole('link', { name: 'Pickup schedules' }).click();
  await page.getByRole('button', { name: `Pickup schedule of ${site.name}` }).click();
  await dialog.getByRole('button', { name: 'Delete schedule' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(dialog.getByText(`${site.name} has no pickup schedule`)).toBeVisible();
  expect(await schedulesAt(page.request, site)).toEqual([]);
});

test('a v1 server without pickup schedules: no schedule button on the sites, no card on the overview, no link on the order form', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname.startsWith('/v1/pickup-schedules'),
    (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'not_found', message: 'No such path.', status: 404 } }),
      }),
  );
  await page.goto('/settings/sites');
  await expect(page.getByRole('table', { name: 'Sites' }).getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pickup schedule of / })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Scheduled pickups' })).toHaveCount(0);

  await page.goto('/orders/new');
  await expect(page.getByRole('button', { name: 'Place order' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Make this a schedule' })).toHaveCount(0);
});

test('"Make this a schedule" on the order form opens the schedule form with its parts as a fixed list', async ({ page }) => {
  const site =
    (await kitchens(page.request)).find((candidate) => candidate.name === 'Lakeside') ?? (await kitchens(page.request))[0]!;
  const { data: parts } = await apiGet<{ data: { id: string }[] }>(
    page.request,
    `/v1/parts?status=with_customer&site_id=${site.id}&limit=2`,
  );
  await page.goto(`/orders/new?site=${site.id}&part_ids=${parts.map((part) => part.id).join(',')}`);
  await page.getByRole('link', { name: 'Make this a schedule' }).click();
  const dialog = page.getByRole('dialog', { name: `Pickup schedule · ${site.name}` });
  const form = dialog.getByRole('form', { name: 'Pickup schedule' });
  await expect(form.getByRole('radio', { name: `The same ${parts.length} parts each time` })).toBeChecked();
  await expect(form.getByLabel(/^Site/)).toHaveValue(site.id);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await schedulesAt(page.request, site)).toEqual([]);
});
