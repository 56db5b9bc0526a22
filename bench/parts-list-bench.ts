/**
 * npm run bench:parts-list — the Parts screen over 10,000 parts in a real browser.
 * Seeds a temp data folder (demo sign-ins + bulk parts for the demo account), starts the
 * built server (dist/server/main.js) on 127.0.0.1:5350 serving the built portal, signs in
 * with Chromium, scrolls /parts from top to bottom and reports the most row elements ever
 * in the DOM (budget ≤ 150), the JS heap before and after, and the /v1/parts requests.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { count, eq } from 'drizzle-orm';
import type { ServerConfig } from '#server/config/config';
import { openDatabase } from '#server/db/open-database';
import { parts } from '#server/db/schema/parts';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { seedOnFirstStart } from '#server/sandbox/seed-on-first-start';

const PARTS = 10_000;
const PORT = Number(process.env.BENCH_PORT ?? 5350);
const PORTAL_DIR = process.env.PORTAL_DIR ?? 'dist/portal';
const ROW_BUDGET = 150;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'whetstone-demo';

async function seed(dataDir: string): Promise<void> {
  const { db, close } = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const config = { demoPassword: PASSWORD } as ServerConfig;
    const seeded = await seedOnFirstStart({ db, config, now: () => new Date() });
    const accountId = seeded.enterprise.accountId;
    const [row] = await db.select({ n: count() }).from(parts).where(eq(parts.accountId, accountId));
    // Top the demo parts up to exactly PARTS.
    await insertBulkParts(db, { accountId, count: PARTS - (row?.n ?? 0), now: new Date(), seed: 4242 });
  } finally {
    await close();
  }
}

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      CDN_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      PORTAL_DIR,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SIMULATOR_INTERVAL_MS: '0',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_DAY: '10000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${BASE}/portal/session`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function usedHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

/** Scrolls a viewport at a time, counting rows after each step, until the end of the list shows. */
async function scrollToEnd(page: Page) {
  let maxRows = 0;
  let maxDataRows = 0;
  let steps = 0;
  for (; steps < 5000; steps++) {
    const state = await page.evaluate(() => {
      const body = document.querySelector('table tbody');
      const rows = body?.querySelectorAll('tr').length ?? 0;
      const dataRows = body?.querySelectorAll('tr:has(a[href^="/parts/"])').length ?? 0;
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const ended = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.startsWith('End of list'));
      window.scrollBy(0, window.innerHeight);
      return { rows, dataRows, atBottom, ended };
    });
    maxRows = Math.max(maxRows, state.rows);
    maxDataRows = Math.max(maxDataRows, state.dataRows);
    if (state.atBottom && state.ended) break;
    // Two frames: let the virtualizer render the new window (and a page load start).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (state.atBottom) await page.waitForTimeout(50);
  }
  return { maxRows, maxDataRows, steps };
}

async function main() {
  if (!existsSync('dist/server/main.js') || !existsSync(join(PORTAL_DIR, 'index.html'))) {
    throw new Error(`build first: npm run build (missing dist/server/main.js or ${PORTAL_DIR}/index.html)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-parts-bench-'));
  let started = performance.now();
  await seed(dataDir);
  const seedMs = performance.now() - started;
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${BASE}/sign-in`);
    await page.getByLabel('Email').fill('demo@whetstone.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/v1/parts') requests.push(url.search);
    });
    await page.goto(`${BASE}/parts`);
    await page
      .getByText(`${PARTS.toLocaleString('en-US')} parts`)
      .first()
      .waitFor();
    const heapBefore = await usedHeapMb(page);
    started = performance.now();
    const scroll = await scrollToEnd(page);
    const scrollMs = performance.now() - started;
    const heapAfter = await usedHeapMb(page);
    const pageSizes = new Set(requests.map((search) => new URLSearchParams(search).get('limit')));

    const result = {
      parts: PARTS,
      'seed (s)': +(seedMs / 1000).toFixed(1),
      'scroll steps (one viewport each)': scroll.steps,
      'scroll time (s)': +(scrollMs / 1000).toFixed(1),
      'max <tr> in tbody (incl. spacers)': scroll.maxRows,
      'max part rows in DOM': scroll.maxDataRows,
      'JS heap before (MB, after GC)': +heapBefore.toFixed(1),
      'JS heap after (MB, after GC)': +heapAfter.toFixed(1),
      '/v1/parts requests': requests.length,
      'page sizes (limit)': [...pageSizes].join(', '),
    };
    console.table(result);
    const ok = scroll.maxRows <= ROW_BUDGET && requests.length >= PARTS / 100 && pageSizes.size === 1 && pageSizes.has('100');
    console.log(ok ? `OK: rows in DOM ≤ ${ROW_BUDGET}, every page limit=100` : 'FAILED: a budget was missed');
    if (!ok) process.exitCode = 1;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
