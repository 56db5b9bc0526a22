#!/usr/bin/env node
/* global console, process */
// Gzip sizes of the portal's JavaScript, from the Vite manifest: the initial load (entry and
// everything it imports statically) and each lazily loaded route chunk. Fails over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/portal';
const INITIAL_BUDGET = 150 * 1024;
const ROUTE_BUDGET = 50 * 1024;

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`bundle budget: cannot read ${DIST}/.vite/manifest.json (run \`npm run build:portal\` first): ${error.message}`);
  process.exit(1);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The chunk and every chunk it imports statically, recursively (what loads before it runs). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const jsFiles = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initialKeys = new Set(entries.flatMap((key) => [...staticClosure(key)]));
const initialBytes = sum(jsFiles(initialKeys));

// A lazy chunk costs itself plus whatever it imports that the initial load has not fetched.
const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const extra = [...staticClosure(key)].filter((k) => !initialKeys.has(k));
    return {
      name: key.replace(/\?.*$/, '').replace(/^src\/app\//, ''),
      split: key.match(/split=(\w+)/)?.[1] ?? '',
      bytes: sum(jsFiles(extra)),
    };
  })
  .sort((a, b) => b.bytes - a.bytes);

const rows = [
  ['initial JS (entry + static imports)', kb(initialBytes), kb(INITIAL_BUDGET), initialBytes <= INITIAL_BUDGET],
  ...routes.map((r) => [
    `lazy ${r.name}${r.split ? ` (${r.split})` : ''}`,
    kb(r.bytes),
    kb(ROUTE_BUDGET),
    r.bytes <= ROUTE_BUDGET,
  ]),
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`${'chunk'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}  result`);
for (const [name, size, budget, ok] of rows) {
  console.log(`${name.padEnd(width)}  ${size.padStart(9)}  ${budget.padStart(9)}  ${ok ? 'ok' : 'OVER BUDGET'}`);
}

const failures = rows.filter((r) => !r[3]);
if (failures.length > 0) {
  console.error(`bundle budget: ${failures.length} chunk(s) over budget`);
  process.exit(1);
}
console.log('bundle budget: within budget');
