/**
 * npm run bench:first-render [-- --runs 3 --port 5450]
 *
 * The main thread's long tasks (over 50 ms) during each screen's first render, in Chromium at 4×
 * CPU slowdown (the Lighthouse mobile figure), on a cold load of the production build signed in
 * as the demo manager: from navigation until the screen has shown its data and the thread has
 * been quiet for a second. Prints per screen the longest task and the total blocking time (the
 * sum of each long task's time over 50 ms), median of `--runs` cold loads.
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_SIGN_IN, ensureBundle, launchBenchBrowser, signInCookie, startBuiltServer, stopBuiltServer } from './built-server';
import { runScript } from './run-script';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '5450' } },
});
const RUNS = Number(values.runs);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const SCREENS = [
  { name: 'Overview', path: '/' },
  { name: 'Parts', path: '/parts' },
  { name: 'New order', path: '/orders/new' },
  { name: 'Orders', path: '/orders' },
  { name: 'Invoices', path: '/invoices' },
  { name: 'Settings', path: '/settings' },
  { name: 'Import', path: '/parts/import' },
  { name: 'API keys', path: '/settings/api-keys' },
  { name: 'Webhooks', path: '/settings/webhooks' },
];

declare global {
  interface Window {
    __longTasks: number[];
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<number> {
  ensureBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-first-render-'));
  const server = await startBuiltServer({ port: Number(values.port), dataDir, env: { SIMULATOR_INTERVAL_MS: '0' } });
  const browser = await launchBenchBrowser();
  try {
    const [name, value] = (await signInCookie(server.url, DEMO_SIGN_IN)).split('=') as [string, string];
    const rows: string[] = [];
    for (const screen of SCREENS) {
      const longest: number[] = [];
      const blocking: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        await context.addCookies([{ name, value, url: server.url }]);
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(`${server.url}${screen.path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1_000);
        const tasks = await page.evaluate(() => window.__longTasks);
        longest.push(Math.max(0, ...tasks));
        blocking.push(tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0));
        await context.close();
      }
      const row = `| ${screen.name} | ${median(longest).toFixed(0)} ms | ${median(blocking).toFixed(0)} ms | ${median(longest) <= LONG_TASK_MS ? 'none over 50 ms' : 'LONG TASK'} |`;
      rows.push(row);
      console.log(row);
    }
    console.log(
      `\nFirst render at ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS} cold loads, ${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}\n`,
    );
    console.log('| screen | longest task | blocking time | result |');
    console.log('|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    await stopBuiltServer(server);
  }
  return 0;
}

runScript(main);
