/**
 * npm run bench:server — the v1 list and order endpoints over real HTTP against
 * a PGlite data folder holding 100,000 parts for one account (rate limits off).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SCOPES } from '../src/contract/scopes';
import type { ServerConfig } from '../src/server/config';
import { accounts } from '../src/server/db/schema';
import { insertApiKey } from '../src/server/domain/api-keys/api-key-store';
import { insertBulkParts } from '../src/server/seed/demo-parts';
import { startServer } from '../src/server/start-server';
import { benchPartQueries } from './server-bench-part-queries';
import { summarise, table, timeConcurrent, timeSequential, type Summary } from './server-bench-stats';

const PARTS = Number(process.env.BENCH_PARTS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 5201);
const SAMPLES = 300;
const DEEP_PAGES = 500;

const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-bench-'));
const config: ServerConfig = {
  port: PORT,
  host: '127.0.0.1',
  cdnPort: PORT + 1,
  cdnUrl: `http://127.0.0.1:${PORT + 1}`,
  dataDir,
  databaseUrl: undefined,
  rateLimitPerMinute: 0,
  rateLimitPerDay: 0,
  sandbox: false,
  simulatorIntervalMs: 0,
  sandboxTimeScale: 1,
  sessionSecret: randomBytes(32).toString('hex'),
  demoPassword: 'bench-password',
  portalDir: undefined,
};

async function main() {
  const server = await startServer(config);
  try {
    const { db } = server.deps;
    const now = new Date();
    await db.insert(accounts).values({ id: 'acct_bench', name: 'Bench', plan: 'enterprise' });
    let started = performance.now();
    // Six in ten parts have been serviced one to five times: real paces, forecasts and last_serviced_at.
    const parts = await insertBulkParts(db, {
      accountId: 'acct_bench',
      count: PARTS,
      now,
      seed: 42,
      services: (r) => (r() < 0.6 ? 1 + Math.floor(r() * 5) : 0),
      servicedBefore: new Date(now.getTime() - 30 * 86_400_000),
    });
    const insertMs = performance.now() - started;
    // A busy account: three in ten parts somewhere in the service loop.
    await db.execute(sql`
      update parts set status = (array['pickup_scheduled','in_transit_to_center','at_service_center','in_transit_back'])[1 + (abs(hashtext(id)) % 4)]
      where account_id = 'acct_bench' and abs(hashtext(id || 'busy')) % 10 < 3`);
    const { secret } = await insertApiKey(db, { accountId: 'acct_bench', name: 'bench', scopes: SCOPES, expiresAt: null, now });

    started = performance.now();
    for (let i = 0; i < 50; i++) await db.execute(sql`select count(*) from parts where account_id = 'acct_bench'`);
    const countMs = (performance.now() - started) / 50;

    const base = server.url!;
    const headers = { Authorization: `Bearer ${secret}` };
    const get = (path: string) => fetch(`${base}${path}`, { headers });
    const results: Summary[] = [];
    for (let i = 0; i < 30; i++) await (await get('/v1/parts?limit=100')).arrayBuffer(); // warm the JIT and caches

    results.push(
      summarise('GET /v1/parts?limit=100 (first page)', await timeSequential(SAMPLES, () => get('/v1/parts?limit=100'), 200)),
    );
    results.push(
      summarise(
        'GET /v1/parts?limit=100&status=with_customer',
        await timeSequential(SAMPLES, () => get('/v1/parts?limit=100&status=with_customer'), 200),
      ),
    );

    results.push(
      summarise(
        'GET /v1/parts?limit=100&status=in_service (4 statuses)',
        await timeSequential(SAMPLES, () => get('/v1/parts?limit=100&status=in_service'), 200),
      ),
    );

    // Follow cursors DEEP_PAGES pages in, timing every page of the walk, then hammer the deepest cursor.
    const walk: number[] = [];
    let cursor = '';
    for (let page = 1; page < DEEP_PAGES; page++) {
      const t = performance.now();
      const body = (await (await get(`/v1/parts?limit=100${cursor}`)).json()) as { meta: { next_cursor: string | null } };
      walk.push(performance.now() - t);
      if (!body.meta.next_cursor) break;
      cursor = `&after=${encodeURIComponent(body.meta.next_cursor)}`;
    }
    results.push(summarise(`cursor walk, pages 1-${walk.length} (limit=100)`, walk));
    results.push(
      summarise(
        `GET /v1/parts page ${walk.length + 1} (deep cursor)`,
        await timeSequential(SAMPLES, () => get(`/v1/parts?limit=100${cursor}`), 200),
      ),
    );

    results.push(...(await benchPartQueries(get)));

    const window = (i: number) => {
      const start = new Date(Date.now() + 24 * 3_600_000 + i * 60_000);
      return {
        pickup_window_start: start.toISOString(),
        pickup_window_end: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      };
    };
    const post = (i: number) =>
      fetch(`${base}/v1/orders`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ part_ids: [parts[i * 3]!.id, parts[i * 3 + 1]!.id, parts[i * 3 + 2]!.id], ...window(i) }),
      });
    results.push(summarise('POST /v1/orders (3 parts, Idempotency-Key)', await timeSequential(200, post, 201)));

    const concurrent = await timeConcurrent(2000, 8, () => get('/v1/parts?limit=100'));
    results.push(summarise('GET /v1/parts?limit=100, 8 in flight', concurrent.samples));

    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    console.log(
      `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${load} (1/5/15 min), Node ${process.version}, PGlite in a temp data folder`,
    );
    console.log(
      `Inserted ${PARTS.toLocaleString('en-US')} parts in ${(insertMs / 1000).toFixed(1)} s; count(*) of one account's parts: ${countMs.toFixed(2)} ms\n`,
    );
    console.log(table(results));
    console.log(`\nThroughput, list requests with 8 in flight: ${concurrent.perSecond} requests/s`);
  } finally {
    await server.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
