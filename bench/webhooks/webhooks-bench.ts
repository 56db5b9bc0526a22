/**
 * npm run bench:webhooks — events and webhook deliveries over real HTTP, on PGlite in a temp folder
 * (or PostgreSQL with DATABASE_URL), the delivery worker running as in `npm start`, receivers on
 * 127.0.0.1: the latency from a change to its delivery, 1,000 events to 3 endpoints, writes with
 * their events with and without an endpoint listening, and GET /v1/events beside GET /v1/parts at BENCH_ROWS (100,000) rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { SCOPES } from '#contract/scopes';
import type { ServerConfig } from '#server/config/config';
import { accounts } from '#server/db/schema/accounts';
import { insertApiKey } from '#server/domain/api-keys/api-key-store';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { insertBulkParts } from '#server/sandbox/seed/demo-parts';
import { startServer } from '#server/start-server';
import { createLogger } from '#server/logger';
import { runScript } from '../run-script';
import { table } from '../server/server-bench-stats';
import { benchApi } from './bench-api';
import { benchBacklog, benchLatency, benchThroughput } from './bench-delivery';
import { benchEventsList, explainEventsPage, seedEventsAndParts } from './bench-events-list';
import { benchWrites } from './bench-writes';

const PORT = Number(process.env.BENCH_PORT ?? 4552);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 150);

const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-bench-webhooks-'));
const config: ServerConfig = {
  port: PORT,
  host: '127.0.0.1',
  cdnPort: PORT + 1,
  cdnUrl: `http://127.0.0.1:${PORT + 1}`,
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  rateLimitPerMinute: 0,
  rateLimitPerDay: 0,
  sandbox: false,
  simulatorIntervalMs: 0,
  sessionSecret: randomBytes(32).toString('hex'),
  demoPassword: 'bench-password',
  portalDir: undefined,
  mailFrom: 'Whetstone <no-reply@whetstone.test>',
  portalUrl: 'http://127.0.0.1:4173',
  webhookAllowLoopback: true,
  pickup: { ...DEFAULT_PICKUP_RULES, capacity: 1_000_000 },
};

async function account(db: Parameters<typeof insertApiKey>[0], id: string): Promise<string> {
  await db.insert(accounts).values({ id, name: id, plan: 'enterprise' });
  return (await insertApiKey(db, { accountId: id, name: 'bench', scopes: SCOPES, expiresAt: null, now: new Date() })).secret;
}

async function main(): Promise<number> {
  const server = await startServer(config, { logger: createLogger(pino.destination('/dev/null')) });
  try {
    const { db } = server.deps;
    const api = benchApi(server.url!, await account(db, 'acct_bench_hooks'));
    const latency = await benchLatency(api, 200);
    const throughput = await benchThroughput(api, 1_000);
    const backlogMs = await benchBacklog(api, db, 'acct_bench_hooks', 1_000);
    await insertBulkParts(db, { accountId: 'acct_bench_hooks', count: ROUNDS * 12, now: new Date(), seed: 11 });
    const writes = [
      ...(await benchWrites(api, db, 'acct_bench_hooks', ROUNDS, false)),
      ...(await benchWrites(api, db, 'acct_bench_hooks', ROUNDS, true)),
    ];

    const listKey = await account(db, 'acct_bench_list');
    const seeded = performance.now();
    await seedEventsAndParts(db, 'acct_bench_list', ROWS);
    const seedMs = performance.now() - seeded;
    const get = async (path: string) => {
      const res = await fetch(`${server.url!}${path}`, { headers: { Authorization: `Bearer ${listKey}` } });
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { meta: { next_cursor: string | null } };
    };
    const lists = await benchEventsList(get, 200);
    const plan = await explainEventsPage(db, 'acct_bench_list');

    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a temp data folder';
    console.log(`\nMachine: ${cpus().length} cores, load average ${load} (1/5/15 min), Node ${process.version}, ${storage}\n`);
    console.log(table([latency]));
    console.log('(target: p50 ≤ 1,000 ms)');
    console.log(
      `\n1,000 events to 3 endpoints (3,000 deliveries, target ≤ 30 s): written by 4 clients in ${(throughput.writesMs / 1000).toFixed(1)} s, ` +
        `all delivered ${(throughput.deliveredMs / 1000).toFixed(1)} s after the first write`,
    );
    console.log(
      `1,000 events recorded in one transaction to 3 endpoints: all 3,000 delivered in ${(backlogMs / 1000).toFixed(1)} s\n`,
    );
    console.log(table(writes));
    const half = writes.length / 2;
    for (let i = 0; i < half; i++) {
      const slower = (writes[i + half]!.p50 / writes[i]!.p50 - 1) * 100;
      console.log(`${writes[i]!.name}: an endpoint listening ${slower >= 0 ? '+' : ''}${slower.toFixed(1)} % at p50`);
    }
    console.log(`\n${ROWS.toLocaleString('en-US')} events and parts seeded in ${(seedMs / 1000).toFixed(1)} s\n`);
    console.log(table(lists));
    console.log(`\nPlan of the default events page:\n${plan}`);
    return 0;
  } finally {
    await server.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);
