/**
 * npm run bench:orders-invoices — the orders and invoices lists over real HTTP at a chosen size
 * (BENCH_ROWS, default 100,000 orders and as many invoices in one account), on PGlite in a temp
 * folder, or on PostgreSQL when DATABASE_URL is set. Each row is timed against the same request's
 * "typical" cost: the `count(*)` over the matching rows that an OFFSET + count implementation pays.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SCOPES } from '../src/contract/scopes';
import type { ServerConfig } from '../src/server/config';
import type { Db } from '../src/server/db/client';
import { accounts } from '../src/server/db/schema';
import { refreshPlannerStatistics } from '../src/server/domain/planner-statistics';
import { insertApiKey } from '../src/server/domain/api-keys/api-key-store';
import { startServer } from '../src/server/start-server';
import { runScript } from './run-script';
import { summarise, table, timeSequential, type Summary } from './server-bench-stats';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 5211);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const DEEP_PAGES = 200;
const BATCH = 100_000;
const ACCOUNT = 'acct_bench';

const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-bench-'));
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
};

/** One row every 37 seconds back from now: a million rows span about fourteen months of days. */
async function seed(db: Db): Promise<void> {
  await db.execute(sql`delete from accounts where id = ${ACCOUNT}`).catch(() => undefined);
  await db.insert(accounts).values({ id: ACCOUNT, name: 'Bench', plan: 'enterprise' });
  for (let first = 1; first <= ROWS; first += BATCH) {
    const last = Math.min(ROWS, first + BATCH - 1);
    await db.execute(sql`
      insert into orders (id, account_id, order_number, status, part_count, total_cents,
                          pickup_window_start, pickup_window_end, expected_return_date, created_at)
      select 'ord_bench_' || g, ${ACCOUNT}, 'B-' || g,
             (array['pending','scheduled','picked_up','in_service','out_for_delivery','completed','cancelled'])[1 + g % 7],
             1, 2500, t, t, t, t
      from (select g, now() - g * interval '37 seconds' as t from generate_series(${first}::int, ${last}::int) g) s`);
    await db.execute(sql`
      insert into invoices (id, account_id, invoice_number, status, subtotal_cents, tax_cents, total_cents, due_date, created_at)
      select 'inv_bench_' || g, ${ACCOUNT}, 'INV-B-' || g,
             (array['draft','sent','paid','overdue'])[1 + g % 4], 2500, 250, 2750, (t + interval '30 days')::date, t
      from (select g, now() - g * interval '37 seconds' as t from generate_series(${first}::int, ${last}::int) g) s`);
  }
  await refreshPlannerStatistics(db);
}

async function timeSql(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await db.execute(query);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function main(): Promise<number> {
  const server = await startServer(config);
  try {
    const { db } = server.deps;
    const started = performance.now();
    await seed(db);
    const seedMs = performance.now() - started;
    const { secret } = await insertApiKey(db, {
      accountId: ACCOUNT,
      name: 'bench',
      scopes: SCOPES,
      expiresAt: null,
      now: new Date(),
    });
    const headers = { Authorization: `Bearer ${secret}` };
    const get = (path: string) => fetch(`${server.url!}${path}`, { headers });
    const month = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const monthEnd = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

    const results: Summary[] = [];
    for (const resource of ['orders', 'invoices'] as const) {
      const status = resource === 'orders' ? 'completed' : 'paid';
      for (let i = 0; i < 20; i++) await (await get(`/v1/${resource}?limit=100`)).arrayBuffer();
      const pages: [string, string][] = [
        ['first page', ''],
        [`status=${status}`, `&status=${status}`],
        ['a 30-day from/to range', `&from=${month}&to=${monthEnd}`],
        [`status + range`, `&status=${status}&from=${month}&to=${monthEnd}`],
      ];
      for (const [name, query] of pages) {
        results.push(
          summarise(
            `GET /v1/${resource}?limit=100, ${name}`,
            await timeSequential(SAMPLES, () => get(`/v1/${resource}?limit=100${query}`), 200),
          ),
        );
      }
      let cursor = '';
      for (let page = 1; page < DEEP_PAGES; page++) {
        const body = (await (await get(`/v1/${resource}?limit=100${cursor}`)).json()) as { meta: { next_cursor: string | null } };
        if (!body.meta.next_cursor) break;
        cursor = `&after=${encodeURIComponent(body.meta.next_cursor)}`;
      }
      results.push(
        summarise(
          `GET /v1/${resource}?limit=100, page ${DEEP_PAGES} (deep cursor)`,
          await timeSequential(SAMPLES, () => get(`/v1/${resource}?limit=100${cursor}`), 200),
        ),
      );
      const table_ = sql.raw(resource);
      results.push(
        summarise(
          `SQL count(*) of all the account's ${resource} (what OFFSET + count pays per page)`,
          await timeSql(db, sql`select count(*) from ${table_} where account_id = ${ACCOUNT}`),
        ),
      );
      results.push(
        summarise(
          `SQL count(*) of ${resource} with status=${status}`,
          await timeSql(db, sql`select count(*) from ${table_} where account_id = ${ACCOUNT} and status = ${status}`),
        ),
      );
    }

    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a temp data folder';
    console.log(
      `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${load} (1/5/15 min), Node ${process.version}, ${storage}`,
    );
    console.log(
      `Seeded ${ROWS.toLocaleString('en-US')} orders and ${ROWS.toLocaleString('en-US')} invoices in ${(seedMs / 1000).toFixed(1)} s\n`,
    );
    console.log(table(results));
    return 0;
  } finally {
    await server.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);
