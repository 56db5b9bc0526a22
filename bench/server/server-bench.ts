/**
 * npm run bench:server — parts, orders and invoices lists at each of BENCH_SIZES rows per account
 * (one account per size), over real HTTP against the real server, beside the same query run in
 * process, a bare HTTP server returning the same bytes, and the typical OFFSET + count(*) pages.
 * PGlite in a temp folder, or PostgreSQL when DATABASE_URL is set. See docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { SCOPES } from '#contract/scopes';
import { insertApiKey } from '#server/domain/api-keys/api-key-store';
import { refreshPlannerStatistics } from '#server/domain/planner-statistics';
import { createLogger } from '#server/logger';
import { startServer } from '#server/start-server';
import { runScript } from '../run-script';
import { casesFor, RESOURCES } from './server-bench-cases';
import { BENCH, benchServerConfig } from './server-bench-config';
import { startFloor } from './server-bench-floor';
import { measureCase, type CaseResult, type Target } from './server-bench-measure';
import { benchOrderWrites, benchPartWrites } from './server-bench-writes';
import { benchPartQueries } from './server-bench-part-queries';
import { latencyTable, throughputTable, type ThroughputRow } from './server-bench-report';
import { benchAccountId, benchSiteId, removeBenchAccounts, seedAccount } from './server-bench-seed';
import { table, type Summary } from './server-bench-stats';
import { throughput } from './server-bench-throughput';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const progress = (text: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

async function main(): Promise<number> {
  const loadAtStart = load();
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-bench-'));
  const config = benchServerConfig(dataDir);
  // Request log lines are written as in production, to /dev/null instead of stdout.
  const server = await startServer(config, { logger: createLogger(pino.destination('/dev/null')) });
  const floor = await startFloor(BENCH.port + 2);
  const { db } = server.deps;
  try {
    const earlier = await removeBenchAccounts(db);
    if (earlier > 0) progress(`removed the ${earlier} bench accounts an earlier run left in the database`);
    const seeded: string[] = [];
    const secrets = new Map<number, string>();
    for (const size of BENCH.sizes) {
      progress(`seeding ${size.toLocaleString('en-US')} parts, orders and invoices`);
      const started = performance.now();
      await seedAccount(db, size);
      seeded.push(`${size.toLocaleString('en-US')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const key = await insertApiKey(db, {
        accountId: benchAccountId(size),
        name: 'bench',
        scopes: SCOPES,
        expiresAt: null,
        now: new Date(),
      });
      secrets.set(size, key.secret);
    }
    await refreshPlannerStatistics(db);

    const rows: CaseResult[] = [];
    const throughputs: ThroughputRow[] = [];
    const extra: Summary[] = [];
    for (const size of BENCH.sizes) {
      const headers = { Authorization: `Bearer ${secrets.get(size)!}`, 'Accept-Encoding': 'identity' };
      const get = (path: string) => fetch(`${server.url!}${path}`, { headers });
      const target: Target = { db, size, accountId: benchAccountId(size), get, floor, sessionSecret: config.sessionSecret };
      for (const c of RESOURCES.flatMap((resource) => casesFor(resource, size))) {
        progress(`${size.toLocaleString('en-US')} rows: ${c.resource} ${c.label}`);
        rows.push(await measureCase(target, c));
      }
      progress(`${size.toLocaleString('en-US')} rows: throughput at ${BENCH.connections} connections`);
      const first = `/v1/parts?limit=${BENCH.pageSize}`;
      const api = await throughput(`${server.url!}${first}`, headers);
      await floor.mimic(await get(first));
      throughputs.push({ size, api, floor: await throughput(`${floor.url}${first}`, headers) });
    }

    const largest = BENCH.sizes.at(-1)!;
    const headers = { Authorization: `Bearer ${secrets.get(largest)!}`, 'Accept-Encoding': 'identity' };
    if (BENCH.partQueries) {
      progress(`part queries at ${largest.toLocaleString('en-US')} parts`);
      extra.push(...(await benchPartQueries((path) => fetch(`${server.url!}${path}`, { headers }))));
    }
    if (BENCH.orderWrites) {
      progress(`part and order writes at ${largest.toLocaleString('en-US')} parts`);
      const poster = (path: string) => (body: unknown) =>
        fetch(`${server.url!}${path}`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify(body),
        });
      extra.push(await benchPartWrites(poster('/v1/parts'), benchSiteId(largest)));
      extra.push(await benchOrderWrites(db, benchAccountId(largest), poster('/v1/orders')));
    }

    console.log(
      `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${BENCH.storage}; ` +
        `load average (1/5/15 min) ${loadAtStart} at the start, ${load()} at the end`,
    );
    console.log(`${BENCH.rateLimitNote}; responses uncompressed (Accept-Encoding: identity)`);
    console.log(`Seeded one account per size (parts, orders and invoices each): ${seeded.join(', ')}`);
    console.log(
      `p50/p99 over ${BENCH.samples} sequential requests (typical: ${BENCH.typicalSamples}); SQL = the domain list function in process; ` +
        `floor = bare Hono on the same listener returning the same bytes and headers; typical = OFFSET + count(*)\n`,
    );
    console.log(latencyTable(rows));
    console.log(`\n${throughputTable(throughputs, BENCH.connections)}`);
    if (extra.length > 0) console.log(`\nAt ${largest.toLocaleString('en-US')} rows:\n\n${table(extra)}`);
    return 0;
  } finally {
    progress('removing the bench accounts');
    // Not to hide why a run failed: the next run removes whatever is left.
    await removeBenchAccounts(db).catch((error: unknown) => progress(`could not remove the bench accounts: ${String(error)}`));
    await floor.close();
    await server.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);
