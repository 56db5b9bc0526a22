import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { advanceToCompletion, createOrder, createPart, uniqueLabel } from '../support/parts/parts-api';

test('after its order is advanced to completion, a part shows its service in the table, the chart and the lifecycle', async ({
  page,
}) => {
  // A part in use for a while, never serviced: a service takes in the wear it has, and a new part has none.
  const worn = (await (await page.request.get('/v1/parts?status=with_customer&wear_min=10&wear_max=69&limit=100')).json()) as {
    data: { id: string; sharpening_count: number }[];
  };
  const part = worn.data.find((p) => p.sharpening_count === 0)!;
  expect(part).toBeDefined();

  await page.goto(`/parts/${part.id}`);
  await expect(page.getByText('No services yet.')).toBeVisible();
  await expect(page.getByRole('img', { name: /No services recorded yet/ })).toBeVisible();
  const lifecycle = page.getByRole('list', { name: 'Service lifecycle' });
  await expect(lifecycle.locator('[aria-current="step"]')).toHaveText(/With customer/);

  const orderId = await createOrder(page.request, [part.id]);
  await page.reload();
  await expect(lifecycle.locator('[aria-current="step"]')).toHaveText(/Pickup scheduled/);
  await expect(lifecycle.locator('[aria-current="step"]')).toHaveCount(1);

  await advanceToCompletion(page.request, orderId);
  await page.reload();
  await expect(lifecycle.locator('[aria-current="step"]')).toHaveText(/Delivered/);

  const history = page.getByRole('table', { name: 'Service history' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(2);
  const cells = rows.nth(1).getByRole('cell');
  await expect(cells.nth(0)).toHaveText('Sharpening');
  await expect(cells.nth(1)).toHaveText(/^\d+% → \d+%$/);
  await expect(cells.nth(2)).not.toHaveText('');
  await expect(cells.nth(3)).toHaveText(/\d{4}/);

  const [before, after] = ((await cells.nth(1).textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(before).toBeGreaterThan(after!);
  const chart = page.getByRole('img', { name: /1 service on .+ Wear before a service: \d+%; after: \d+%\. Wear today: \d+%\./ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('circle')).toHaveCount(3);

  await expect(page.getByRole('meter', { name: 'Current wear' })).toHaveAttribute('aria-valuenow', String(after));
  await expect(page.getByText('Times sharpened')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^1$/ })).toBeVisible();
});

test('a retired part shows its state apart from the round trip', async ({ page }) => {
  await page.goto('/parts?status=retired');
  const table = page.getByRole('table', { name: 'Parts' });
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByText(/Retired\. This part has left the service cycle/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Service lifecycle' })).toHaveCount(0);
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a serviced part’s screen and the register dialog fit without sideways scrolling', async ({ page }) => {
    const part = await createPart(page.request, {
      internal_label: uniqueLabel('Narrow'),
      manufacturer: 'Brandt & Sohn',
      model: 'B 50',
    });
    await advanceToCompletion(page.request, await createOrder(page.request, [part.id]));
    await page.goto(`/parts/${part.id}`);
    await expect(page.getByRole('table', { name: 'Service history' })).toBeVisible();
    // The narrow drawing, and only it, is the image here.
    await expect(page.getByRole('img', { name: /^Wear over time\. 1 service on/ })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto('/parts');
    await page.getByRole('table', { name: 'Parts' }).getByRole('checkbox', { disabled: false }).first().check();
    await expect(page.getByRole('button', { name: 'Order pickup (1)' })).toBeInViewport();
    await page.getByRole('button', { name: 'Register a part' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Register a part' }).getByRole('button', { name: 'Register part' }),
    ).toBeInViewport();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
