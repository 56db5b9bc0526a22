/**
 * Gzip sizes of the portal's JavaScript, from the Vite manifest: the initial load (entry and
 * everything it imports statically) and each lazily loaded route chunk. The initial load is held
 * to a ratio of the stack's floor (React, react-dom, TanStack Router and Query alone), built
 * here in the same run with the same Vite, so a dependency upgrade moves both. Fails over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFloorBytes } from './bundle-floor';

const DIST = 'dist/portal';
/**
 * Initial JS may be at most this many times the floor (React, react-dom, TanStack Router and Query,
 * and zod/mini validating three search fields). The aim is 1.15. What rides on the first load beyond
 * the floor: the router's and Query's features the portal uses (lazy routes, scroll restoration,
 * search middleware, infinite lists, mutations), every route's definition and search schema, the
 * signed-in layout, the http client and the session's schema. Screens' loading, failed and
 * not-found states load with the screen (the server names its chunks in the HTML, so a cold load
 * fetches them alongside the first load).
 */
const INITIAL_RATIO = 1.18;
/**
 * What a cold load of one screen downloads: the initial JS and the screen's chunks. The heaviest
 * is the order form (the pickup-window picker, a calendar library, the part picker and "Make this a
 * schedule"), 185.2 kB. The pair of budgets this replaces allowed 130.4 kB initial and 55 kB per
 * screen; the initial budget is now 123.6 kB.
 */
const SCREEN_BUDGET = 186 * 1024;
/** Chunks fetched by one action, never by opening a screen, with budgets of their own. */
const ON_DEMAND_BUDGETS: Record<string, number> = {
  // pdf-lib (about 180 kB gzip) and the QR encoder, fetched when someone clicks "Make PDF" for labels.
  'features/parts/labels/label-sheet-pdf.ts': 210 * 1024,
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

function readManifest(): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    console.error(
      `bundle budget: cannot read ${DIST}/.vite/manifest.json (run \`npm run build:portal\` first): ${String(error)}`,
    );
    process.exit(1);
  }
}

const manifest = readManifest();
const chunk = (key: string): ManifestChunk => manifest[key] ?? { file: '' };

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk and every chunk it imports statically, recursively (what loads before it runs). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk(key).imports ?? []) staticClosure(imported, seen);
  return seen;
}

const jsFiles = (keys: Iterable<string>) => [...keys].map((key) => chunk(key).file).filter((file) => file.endsWith('.js'));
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const entries = Object.keys(manifest).filter((key) => chunk(key).isEntry);
const initialKeys = new Set(entries.flatMap((key) => [...staticClosure(key)]));
const initialBytes = sum(jsFiles(initialKeys));
const floorBytes = await buildFloorBytes();
const initialBudget = Math.floor(floorBytes * INITIAL_RATIO);

// A lazy chunk costs itself plus whatever it imports that the initial load has not fetched.
const routes = Object.keys(manifest)
  .filter((key) => chunk(key).isDynamicEntry)
  .map((key) => {
    const extra = [...staticClosure(key)].filter((k) => !initialKeys.has(k));
    return {
      name: key.replace(/\?.*$/, '').replace(/^src\/app\//, ''),
      split: /split=([\w-]+)/.exec(key)?.[1] ?? '',
      bytes: sum(jsFiles(extra)),
    };
  })
  .sort((a, b) => b.bytes - a.bytes);

const rows: [string, string, string, boolean][] = [
  [
    `initial JS (entry + static imports), ${(initialBytes / floorBytes).toFixed(3)} × floor`,
    `${kb(initialBytes)} (${initialBytes} B)`,
    `${kb(initialBudget)} (${INITIAL_RATIO} × ${floorBytes} B)`,
    initialBytes <= initialBudget,
  ],
  ...routes.map((r): [string, string, string, boolean] => {
    const onDemand = ON_DEMAND_BUDGETS[r.name];
    const name = `lazy ${r.name}${r.split ? ` (${r.split})` : ''}`;
    if (onDemand !== undefined) return [name, kb(r.bytes), kb(onDemand), r.bytes <= onDemand];
    const coldLoad = initialBytes + r.bytes;
    return [`${name}, cold load ${kb(coldLoad)}`, kb(r.bytes), `${kb(SCREEN_BUDGET)} cold`, coldLoad <= SCREEN_BUDGET];
  }),
];
const width = Math.max(...rows.map((r) => r[0].length));
const budgetWidth = Math.max(...rows.map((r) => r[2].length));
console.log(`${'chunk'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(budgetWidth)}  result`);
for (const [name, size, budget, ok] of rows) {
  console.log(`${name.padEnd(width)}  ${size.padStart(9)}  ${budget.padStart(budgetWidth)}  ${ok ? 'ok' : 'OVER BUDGET'}`);
}

const failures = rows.filter((r) => !r[3]);
if (failures.length > 0) {
  console.error(`bundle budget: ${failures.length} chunk(s) over budget`);
  process.exit(1);
}
console.log('bundle budget: within budget');
