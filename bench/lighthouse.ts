/**
 * npm run bench:lighthouse [-- --preset mobile|desktop|both --runs 3 --port 5440 --pages sign-in,parts]
 *
 * Lighthouse 12 (the npm CLI, Chromium from CHROME_PATH, default /usr/bin/chromium)
 * against the production build served by dist/server/main.js on 127.0.0.1, on a
 * fresh demo database: sign-in signed out; every screen (Overview, parts, a part, import,
 * new order, an order, invoices, an invoice, settings, API keys, webhooks) signed in as the
 * demo manager (session cookie sent as a header). Each page runs `--runs` times; the table shows the median run by
 * performance score. Bars: Performance ≥ 95, Accessibility 100, Best Practices 100.
 * Exits 1 when a page misses a bar. Reports are kept in the printed folder.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DEMO_SIGN_IN, ensureBundle, signInCookie, startBuiltServer, stopBuiltServer } from './built-server';
import { audit, type AuditResult, type Preset } from './lighthouse-audit';
import { runScript } from './run-script';

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '5440' },
    // A comma-separated subset of page slugs (sign-in, overview, parts-list, part-detail, import,
    // new-order, order-detail, invoices-list, invoice-detail, settings, api-keys, webhooks).
    pages: { type: 'string' },
  },
});
const PRESETS: Preset[] = values.preset === 'both' ? ['mobile', 'desktop'] : [values.preset as Preset];
const RUNS = Number(values.runs);
const BARS = { performance: 95, accessibility: 100, bestPractices: 100 };

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}

/** The id of the first record of a v1 list (`parts`, `orders`, `invoices`), to audit its detail screen. */
async function firstId(baseUrl: string, cookie: string, resource: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/${resource}?limit=1`, { headers: { Cookie: cookie } });
  const body = (await res.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error(`the demo account has no ${resource} to audit`);
  return id;
}

function median(results: AuditResult[]): AuditResult {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as AuditResult;
}

const passes = (r: AuditResult) =>
  r.performance >= BARS.performance && r.accessibility >= BARS.accessibility && r.bestPractices >= BARS.bestPractices;

async function main(): Promise<number> {
  ensureBundle();
  if (!existsSync('dist/portal/index.html')) execFileSync('npm', ['run', '--silent', 'build:portal'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-lighthouse-'));
  const reports = join(dataDir, 'reports');
  mkdirSync(reports);
  const server = await startBuiltServer({ port: Number(values.port), dataDir, env: { SIMULATOR_INTERVAL_MS: '0' } });
  let ok = true;
  try {
    const cookie = await signInCookie(server.url, DEMO_SIGN_IN);
    const pages: Page[] = [
      { name: 'Sign-in', path: '/sign-in', signedIn: false },
      { name: 'Overview', path: '/', signedIn: true },
      { name: 'Parts list', path: '/parts', signedIn: true },
      { name: 'Part detail', path: `/parts/${await firstId(server.url, cookie, 'parts')}`, signedIn: true },
      { name: 'Import', path: '/parts/import', signedIn: true },
      { name: 'New order', path: '/orders/new', signedIn: true },
      { name: 'Order detail', path: `/orders/${await firstId(server.url, cookie, 'orders')}`, signedIn: true },
      { name: 'Invoices list', path: '/invoices', signedIn: true },
      { name: 'Invoice detail', path: `/invoices/${await firstId(server.url, cookie, 'invoices')}`, signedIn: true },
      { name: 'Settings', path: '/settings', signedIn: true },
      { name: 'API keys', path: '/settings/api-keys', signedIn: true },
      { name: 'Webhooks', path: '/settings/webhooks', signedIn: true },
    ];
    const slugOf = (page: Page) => page.name.toLowerCase().replace(/\W+/g, '-');
    const wanted = values.pages?.split(',');
    const audited = wanted ? pages.filter((page) => wanted.includes(slugOf(page))) : pages;
    const rows: string[] = [];
    for (const preset of PRESETS) {
      for (const page of audited) {
        const runs: AuditResult[] = [];
        for (let i = 0; i < RUNS; i++) {
          runs.push(await audit(`${server.url}${page.path}`, preset, reports, slugOf(page), page.signedIn ? cookie : undefined));
        }
        const r = median(runs);
        ok &&= passes(r);
        const perfRange = `${Math.min(...runs.map((x) => x.performance))}–${Math.max(...runs.map((x) => x.performance))}`;
        rows.push(
          `| ${page.name} | ${preset} | **${r.performance}** (${perfRange}) | ${r.accessibility} | ${r.bestPractices} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${passes(r) ? 'pass' : `MISS ${r.failing.join(', ')}`} |`,
        );
        console.log(rows[rows.length - 1]);
      }
    }
    console.log(
      `\nLighthouse 12.8.2, median of ${RUNS} runs by performance (range in brackets), production build on 127.0.0.1, ${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}\n`,
    );
    console.log('| page | form factor | performance | accessibility | best practices | FCP | LCP | TBT | CLS | result |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`\nreports: ${reports}`);
  } finally {
    await stopBuiltServer(server);
  }
  if (ok) rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
  return ok ? 0 : 1;
}

runScript(main);
