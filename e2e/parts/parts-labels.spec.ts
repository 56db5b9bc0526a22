import { expect, type Download, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { DEMO_USER, SIGNED_OUT } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';
import {
  A4_24,
  AVERY_5160,
  AVERY_5167,
  decodeLabels,
  pageSizes,
  wordBoxes,
  wordsOutsideLabels,
} from '../support/parts/label-sheets';
import { createParts, uniqueLabel } from '../support/parts/parts-api';
import { apiGet } from '../support/orders/orders-api';

const tag = () => uniqueLabel('x').split(' ')[1]!;

async function pdfOf(download: Download): Promise<Buffer> {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

async function makePdf(page: Page, stock: RegExp): Promise<Buffer> {
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  await dialog.getByRole('radio', { name: stock }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Make PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^part-labels-\d{4}-\d{2}-\d{2}\.pdf$/);
  return pdfOf(file);
}

test('labels for a filtered list: 31 on two Letter sheets, every QR code opens its part, long text stays in its label', async ({
  page,
  baseURL,
}) => {
  const t = tag();
  const rows = Array.from({ length: 31 }, (_, i) => ({ internal_label: `Label ${t} ${i}`, serial_number: `LBL-${t}-${i}` }));
  rows[4] = {
    internal_label: `${t} ${'Supercalifragilistic boning knife with a very long name '.repeat(3)}`.slice(0, 200),
    serial_number: `LBL-${t}-${'9'.repeat(80)}`,
  };
  rows[7] = { internal_label: `${t}-${'W'.repeat(150)}`, serial_number: '' };
  const parts = await createParts(page.request, rows);
  await page.goto(`/parts?q=${t}`);

  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  await expect(dialog).toContainText('One label for each of the 31 parts in this list.');
  await expectNoAxeViolations(page);
  const pdf = await makePdf(page, /US Letter, 30 labels/);
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved' })).toContainText(
    /Saved part-labels-[\d-]+\.pdf: 31 labels on 2 sheets\./,
  );

  expect(pageSizes(pdf)).toEqual([
    { width: 612, height: 792 },
    { width: 612, height: 792 },
  ]);
  const codes = decodeLabels(pdf, AVERY_5160);
  expect(codes).toHaveLength(60);
  // The list is newest first; a batch's parts share one moment, so compare as sets, and every code once.
  const urls = parts.map((part) => `${baseURL}/parts/${part.id}`);
  expect(new Set(codes.slice(0, 31))).toEqual(new Set(urls));
  expect(codes.slice(31)).toEqual(Array(29).fill(null));
  expect(wordsOutsideLabels(pdf, AVERY_5160)).toEqual([]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto(codes[0]!);
  const opened = parts[urls.indexOf(codes[0]!)]!;
  await expect(page.getByRole('heading', { level: 1, name: opened.internal_label })).toBeVisible();
});

test('labels for selected parts on A4, in any script; a QR code opened signed out goes through sign-in to the part', async ({
  page,
  browser,
  baseURL,
}) => {
  const t = tag();
  const parts = await createParts(page.request, [
    { internal_label: `A4 ${t} 包丁 first`, serial_number: `A4-${t}-1` },
    { internal_label: `A4 ${t} Μαχαίρι second`, part_type: 'drill_bit' },
    { internal_label: `A4 ${t} third` },
  ]);
  await page.goto(`/parts?q=${t}`);
  await page.getByRole('checkbox', { name: `Select A4 ${t} 包丁 first` }).check();
  await page.getByRole('checkbox', { name: `Select A4 ${t} Μαχαίρι second` }).check();
  await page.getByRole('button', { name: 'Print labels (2)' }).click();
  await expect(page.getByRole('dialog', { name: 'Print labels' })).toContainText('One label for each of the 2 parts selected.');
  const pdf = await makePdf(page, /A4, 24 labels/);

  expect(pageSizes(pdf)).toHaveLength(1);
  const codes = decodeLabels(pdf, A4_24);
  expect(codes.slice(0, 2)).toEqual([`${baseURL}/parts/${parts[0]!.id}`, `${baseURL}/parts/${parts[1]!.id}`]);
  expect(codes.slice(2)).toEqual(Array(22).fill(null));
  expect(wordsOutsideLabels(pdf, A4_24)).toEqual([]);
  // Helvetica has neither: the portal's Noto pieces for Han and Greek were fetched and embedded.
  expect(wordBoxes(pdf).map((word) => word.text)).toEqual(expect.arrayContaining(['包丁', 'Μαχαίρι']));
  // The account has several kitchens: each label names its part's, after the type.
  const siteId = (await apiGet<{ data: { site_id: string } }>(page.request, `/v1/parts/${parts[0]!.id}`)).data.site_id;
  const siteName = (await apiGet<{ data: { name: string } }>(page.request, `/v1/sites/${siteId}`)).data.name;
  expect(wordBoxes(pdf).map((word) => word.text)).toEqual(expect.arrayContaining(siteName.split(' ')));

  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL });
  try {
    const stranger = await context.newPage();
    await stranger.goto(codes[1]!);
    await expect(stranger).toHaveURL(/\/sign-in\?redirect=/);
    await stranger.getByLabel('Email').fill(DEMO_USER.email);
    await stranger.getByLabel('Password').fill(DEMO_USER.password);
    await stranger.getByRole('button', { name: 'Sign in' }).click();
    await expect(stranger).toHaveURL(`/parts/${parts[1]!.id}`);
    await expect(stranger.getByRole('heading', { level: 1, name: `A4 ${t} Μαχαίρι second` })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('small labels for knife handles, starting part-way through a used sheet: the labels before it stay blank', async ({
  page,
  baseURL,
}) => {
  const t = tag();
  const parts = await createParts(page.request, [
    { internal_label: `Handle ${t} gyuto 210`, serial_number: `H-${t}-1` },
    { internal_label: `Handle ${t} petty`, serial_number: `H-${t}-2` },
    { internal_label: `Handle ${t} nakiri` },
  ]);
  await page.goto(`/parts?q=${t}`);
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  await dialog.getByRole('radio', { name: /80 small labels/ }).check();
  const startAt = dialog.getByLabel('Start at label');
  await startAt.fill('81');
  await dialog.getByRole('button', { name: 'Make PDF' }).click();
  await expect(startAt).toHaveAccessibleDescription(/Enter a label from 1 to 80, the labels on one sheet\./);

  await startAt.fill('79');
  const pdf = await makePdf(page, /80 small labels/);
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved' })).toContainText('3 labels on 2 sheets.');
  expect(pageSizes(pdf)).toEqual([
    { width: 612, height: 792 },
    { width: 612, height: 792 },
  ]);
  const codes = decodeLabels(pdf, AVERY_5167, 300);
  const urls = parts.map((part) => `${baseURL}/parts/${part.id}`);
  expect(codes.slice(0, 78)).toEqual(Array(78).fill(null));
  // Newest first, one batch at one moment: compare as a set.
  expect(new Set([...codes.slice(78, 81)])).toEqual(new Set(urls));
  expect(codes.slice(81)).toEqual(Array(79).fill(null));
  expect(wordsOutsideLabels(pdf, AVERY_5167)).toEqual([]);
});

test('Stop answers at once while the sheet is drawn, off the page, and nothing is saved', async ({ page }) => {
  // A list of its own, big enough to take seconds to draw, whatever else this system holds.
  const t = tag();
  await createParts(
    page.request,
    Array.from({ length: 1000 }, (_, i) => ({ internal_label: `Stop ${t} ${i}`, serial_number: `STOP-${t}-${i}` })),
  );
  await page.goto(`/parts?q=${t}`);
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  await expect(dialog).toContainText('One label for each of the 1,000 parts in this list.');
  let saved = false;
  page.on('download', () => {
    saved = true;
  });
  await dialog.getByRole('button', { name: 'Make PDF' }).click();
  const status = dialog.getByRole('status').filter({ hasText: /Drawing|Fetched/ });
  await expect(status).toContainText(/Drawing [\d,]+ labels…/);
  const stopped = Date.now();
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByRole('button', { name: 'Make PDF' })).toBeEnabled();
  // The drawing happens in a worker: the page took the click and stopped at once.
  expect(Date.now() - stopped).toBeLessThan(1_000);
  await expect(dialog.getByText(/Drawing [\d,]+ labels…/)).toHaveCount(0);
  await page.waitForTimeout(1_500);
  expect(saved).toBe(false);
});
