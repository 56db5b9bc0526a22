import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Preset = 'mobile' | 'desktop';

export interface AuditResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points in a scored category, for the report when a bar is missed. */
  failing: string[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }
  >;
}

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

function failingAudits(report: LighthouseReport): string[] {
  const weighted = new Set(
    ['accessibility', 'best-practices'].flatMap(
      (id) => report.categories[id]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
    ),
  );
  return Object.values(report.audits)
    .filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
}

/** Lighthouse sometimes loses the page's trace (NO_NAVSTART, NO_FCP) on a busy machine; such a run is repeated. */
async function runLighthouse(args: string[], attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(join('node_modules', '.bin', 'lighthouse'), args, {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      });
      return;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt >= attempts || !/Runtime error encountered/.test(stderr)) throw error;
      console.warn(`lighthouse: ${stderr.trim()} — running again (${attempt}/${attempts - 1})`);
    }
  }
}

/** One Lighthouse run of the CLI (Chromium from CHROME_PATH), parsed. */
export async function audit(url: string, preset: Preset, outDir: string, name: string, cookie?: string): Promise<AuditResult> {
  const output = join(outDir, `${name}-${preset}-${Date.now()}.json`);
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  await runLighthouse(args);
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failing: failingAudits(report),
  };
}
