/**
 * npm run bench:parts-import — importing 10,000 parts from a spreadsheet.
 *
 * 1. In Chromium against the built server (dist/server/main.js on PGlite, a fresh data folder):
 *    a 10,000-row CSV chosen on /parts/import, timed until the preview says "10,000 not checked
 *    yet" (read on the worker, mapped, checked here, first rows drawn), with the longest gap between
 *    two animation frames meanwhile (the page must not freeze); then until the service's own check
 *    (a dry run of 10 batches, by itself) says "10,000 ready"; then one cell edited in the preview,
 *    with the longest frame gap for a second after it; then "Import 10,000 parts" timed until
 *    "Registered 10,000 parts" (10 batches of 1,000).
 * 2. In process, on an in-memory PGlite: POST /v1/parts/batch of 1,000 parts against one plain
 *    multi-row INSERT of the same 1,000 rows, ten rounds, and their ratio.
 *
 * Budgets (checked, not timed tests): preview ≤ 3 s, import ≤ 20 s, no frame over 50 ms when a cell is edited.
 * BENCH_EDIT_PROFILE=file.cpuprofile also writes a CPU profile of the page for the second after the edit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { parts } from '#server/db/schema/parts';
import { newId } from '#server/domain/ids';
import { createTestApp } from '#server/testing/test-app';
import {
  DEMO_SIGN_IN,
  ensureBundle,
  startBuiltServer,
  NO_RATE_LIMITS,
  launchBenchBrowser,
  stopBuiltServer,
} from './built-server';
import { homeSiteOf } from '#server/domain/sites/site-queries';

const ROWS = 10_000;
const PORT = Number(process.env.BENCH_PORT ?? 5370);
const PREVIEW_BUDGET_MS = 3_000;
const IMPORT_BUDGET_MS = 20_000;
const EDIT_FRAME_BUDGET_MS = 50;
const TYPES = ['blade', 'knife', 'saw', 'scissor', 'chisel', 'drill_bit'];

const row = (i: number, tag: string) => ({
  part_type: TYPES[i % TYPES.length]!,
  internal_label: `Bench ${tag} part ${i}, line ${i % 12}`,
  serial_number: `BEN-${tag}-${String(i).padStart(6, '0')}`,
  manufacturer: ['Kessler', 'Vellen', 'Hanamura'][i % 3]!,
  model: `M ${i % 40}`,
});

function csvOf(count: number): string {
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = Array.from({ length: count }, (_, i) => Object.values(row(i, 'ui')).map(quote).join(','));
  return `\uFEFFType,Label,Serial number,Manufacturer,Model\r\n${lines.join('\r\n')}\r\n`;
}

/**
 * Starts watching the gaps between animation frames on the page (the page must not freeze);
 * `longestFrameGap` stops and reads it. As text: tsx would wrap named functions in a helper the
 * page does not have.
 */
function watchFrames(page: Page): Promise<unknown> {
  return page.evaluate(`(() => {
    window.maxGap = 0;
    window.watching = true;
    let last = performance.now();
    const tick = (now) => {
      window.maxGap = Math.max(window.maxGap, now - last);
      last = now;
      if (window.watching) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
}

const longestFrameGap = async (page: Page) =>
  Number(await page.evaluate('(() => { window.watching = false; return window.maxGap; })()'));

/** A CPU profile of the page (Chrome DevTools' format), for finding what a slow frame spends its time on. */
async function startProfiler(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return session;
}

async function saveProfile(session: CDPSession, file: string): Promise<void> {
  const { profile } = await session.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  console.log(`CPU profile of the edit written to ${file} (open it in Chrome DevTools → Performance)`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function inBrowser() {
  ensureBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-import-bench-'));
  const server = await startBuiltServer({
    port: PORT,
    dataDir,
    env: NO_RATE_LIMITS,
  });
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel('Email').fill(DEMO_SIGN_IN.email);
    await page.getByLabel('Password').fill(DEMO_SIGN_IN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.goto(`${server.url}/parts/import`);
    const input = page.getByLabel('Choose a file, or drop it here');
    await input.waitFor();
    const buffer = Buffer.from(csvOf(ROWS));
    // The longest gap between animation frames while the file is read and previewed.
    await watchFrames(page);
    let started = performance.now();
    await input.setInputFiles({ name: 'parts-10000.csv', mimeType: 'text/csv', buffer });
    await page.getByText('10,000 not checked yet, 0 need attention').waitFor({ timeout: 60_000 });
    const previewMs = performance.now() - started;
    const maxFrameGap = await longestFrameGap(page);
    await page.getByText('10,000 ready, 0 need attention').waitFor({ timeout: 60_000 });
    const checkedMs = performance.now() - started;
    // One cell of the 10,000 edited: the longest frame gap from the edit to a second after it.
    const profiler = process.env.BENCH_EDIT_PROFILE ? await startProfiler(page) : undefined;
    await watchFrames(page);
    await page.getByLabel('Label, row 2', { exact: true }).fill('Bench ui part 0, edited');
    await page.waitForTimeout(1_000);
    const editFrameGap = await longestFrameGap(page);
    if (profiler) await saveProfile(profiler, process.env.BENCH_EDIT_PROFILE!);
    await page.getByText('10,000 ready, 0 need attention').waitFor({ timeout: 60_000 });
    started = performance.now();
    await page.getByRole('button', { name: 'Import 10,000 parts' }).click();
    await page.getByText('Registered 10,000 parts').first().waitFor({ timeout: 120_000 });
    const importMs = performance.now() - started;
    return { bytes: buffer.length, previewMs, maxFrameGap, checkedMs, editFrameGap, importMs };
  } finally {
    await browser.close();
    await stopBuiltServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The batch endpoint against one plain multi-row INSERT of the same rows, round by round. */
async function endpointAgainstInsert(rounds = 10) {
  const t = await createTestApp();
  try {
    const key = await (await t.createAccount()).createKey(['parts:read', 'parts:write']);
    const other = await t.createAccount();
    const endpoint: number[] = [];
    const insert: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const batch = Array.from({ length: 1000 }, (_, i) => row(round * 1000 + i, 'srv'));
      let started = performance.now();
      const res = await t.app.request('http://127.0.0.1/v1/parts/batch', {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ parts: batch }),
      });
      await res.text();
      if (res.status !== 201) throw new Error(`batch answered ${res.status}`);
      endpoint.push(performance.now() - started);
      const now = new Date();
      const siteId = await homeSiteOf(t.db, other.accountId);
      const rows = batch.map((part) => ({
        id: newId('part'),
        accountId: other.accountId,
        siteId,
        partType: part.part_type,
        status: 'with_customer',
        internalLabel: part.internal_label,
        serialNumber: part.serial_number,
        manufacturer: part.manufacturer,
        model: part.model,
        createdAt: now,
        wearMeasuredAt: now,
      }));
      started = performance.now();
      await t.db.insert(parts).values(rows);
      insert.push(performance.now() - started);
    }
    return { endpoint, insert };
  } finally {
    await t.close();
  }
}

async function main() {
  const ui = await inBrowser();
  const server = await endpointAgainstInsert();
  const endpointMs = median(server.endpoint);
  const insertMs = median(server.insert);
  console.table({
    'CSV rows': ROWS,
    'CSV size (kB)': Math.round(ui.bytes / 1024),
    'read + preview (s)': +(ui.previewMs / 1000).toFixed(2),
    'longest frame gap while reading (ms)': Math.round(ui.maxFrameGap),
    'checked by the service, from the file (s)': +(ui.checkedMs / 1000).toFixed(2),
    'longest frame gap after editing one cell (ms)': Math.round(ui.editFrameGap),
    'import, check + 10 batches (s)': +(ui.importMs / 1000).toFixed(2),
    'POST /v1/parts/batch, 1,000 parts, median (ms)': Math.round(endpointMs),
    'plain INSERT of the same 1,000 rows, median (ms)': Math.round(insertMs),
    'endpoint / plain insert': +(endpointMs / insertMs).toFixed(2),
  });
  const ok = ui.previewMs <= PREVIEW_BUDGET_MS && ui.importMs <= IMPORT_BUDGET_MS && ui.editFrameGap <= EDIT_FRAME_BUDGET_MS;
  console.log(
    ok
      ? `OK: preview ≤ ${PREVIEW_BUDGET_MS / 1000} s, import ≤ ${IMPORT_BUDGET_MS / 1000} s, no frame over ${EDIT_FRAME_BUDGET_MS} ms after an edit`
      : 'FAILED: a budget was missed',
  );
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
