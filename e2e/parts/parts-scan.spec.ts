import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { expectNoAxeViolations } from '../support/common/axe';
import { FULL_CHROMIUM } from '../support/common/chromium';
import { FAKE_CAMERA_ARGS, showToCamera } from '../support/parts/fake-camera';
import { createParts, uniqueLabel } from '../support/parts/parts-api';
import { expectNoSidewaysScroll, PHONE } from '../support/common/viewport-checks';

// Chromium reads the fake camera's file when a page starts the camera; it must exist at launch.
showToCamera(null);

test.use({
  viewport: PHONE,
  hasTouch: true,
  isMobile: true,
  launchOptions: {
    // The headless shell plays no fake camera and grants no camera permission: this spec needs the full browser.
    executablePath: FULL_CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      ...FAKE_CAMERA_ARGS,
    ],
  },
});

const tag = () => uniqueLabel('x').split(' ')[1]!;

test.describe('with the camera allowed', () => {
  test.use({ permissions: ['camera'] });

  test('Parts → Scan a label: a code from elsewhere is named as such; a part’s label opens that part', async ({
    page,
    baseURL,
  }) => {
    const [part] = await createParts(page.request, [{ internal_label: `Scanned ${tag()}`, serial_number: `SC-${tag()}` }]);
    showToCamera('https://example.com/not-a-part');
    await page.goto('/parts');
    await page.getByRole('link', { name: 'Scan a label' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scan a label' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'That code is not a part label from this portal.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    showToCamera(`${baseURL}/parts/${part!.id}`);
    await page.reload();
    await expect(page).toHaveURL(`/parts/${part!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: part!.internal_label })).toBeVisible();
  });
});

test('camera refused: a clear message, and a serial number or label typed instead finds the part', async ({ page }) => {
  const t = tag();
  const parts = await createParts(page.request, [
    { internal_label: `Typed ${t} one`, serial_number: `TY-${t}-1` },
    { internal_label: `Typed ${t} two`, serial_number: `TY-${t}-2` },
  ]);
  await page.goto('/parts/scan');
  await expect(page.getByRole('alert')).toContainText('The camera is turned off for this site');
  await expectNoAxeViolations(page);

  const box = page.getByLabel('Label or serial number', { exact: true });
  await page.getByRole('button', { name: 'Find the part' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Type the label or serial number' })).toBeVisible();
  await box.fill(`Typed ${t}`);
  await page.getByRole('button', { name: 'Find the part' }).click();
  await expect(page.getByText('2 parts match; choose one:')).toBeVisible();
  await expect(page.getByRole('link', { name: `Typed ${t} two` })).toHaveAttribute('href', `/parts/${parts[1]!.id}`);
  await box.fill(`nothing-${t}`);
  await box.press('Enter');
  await expect(page.getByText(`No part has “nothing-${t}” in its label or serial number.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await box.fill(` ty-${t}-1 `);
  await box.press('Enter');
  await expect(page).toHaveURL(`/parts/${parts[0]!.id}`);
});

test('no camera at all: says so and offers the box', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });
  await page.goto('/parts/scan');
  await expect(page.getByRole('alert')).toHaveText(/No camera is available here/);
  await expect(page.getByLabel('Label or serial number', { exact: true })).toBeVisible();
});
