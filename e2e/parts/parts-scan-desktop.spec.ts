import { expect } from '@playwright/test';
import { test } from '../support/common/test';

// A desktop without a camera (a fine pointer, no video input): the parts list offers the type-in lookup, not a scanner.
test('a desktop with no camera finds a part by label or serial instead of scanning', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.enumerateDevices = () => Promise.resolve([]);
  });
  await page.goto('/parts');
  await expect(page.getByRole('link', { name: 'Find by label or serial' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scan a label' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Find by label or serial' }).click();
  await expect(page.getByLabel('Label or serial number', { exact: true })).toBeVisible();
});

test('a desktop with a camera (a video input listed) offers scanning', async ({ page }) => {
  await page.addInitScript(() => {
    const camera = { kind: 'videoinput', deviceId: 'cam', groupId: 'g', label: '', toJSON: () => ({}) } as MediaDeviceInfo;
    navigator.mediaDevices.enumerateDevices = () => Promise.resolve([camera]);
  });
  await page.goto('/parts');
  await expect(page.getByRole('link', { name: 'Scan a label' })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test('a coarse pointer offers scanning at once', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.enumerateDevices = () => Promise.resolve([]);
    });
    await page.goto('/parts');
    await expect(page.getByRole('link', { name: 'Scan a label' })).toBeVisible();
  });
});
