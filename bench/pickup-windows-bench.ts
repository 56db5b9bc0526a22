/**
 * npm run bench:pickup-windows — GET /v1/pickup-windows over real HTTP with BENCH_OPEN (default
 * 10,000) open orders of 20 accounts spread over the offered windows of the horizon, and
 * BENCH_CLOSED (default 90,000) completed or cancelled ones the seat count must skip; on PGlite in
 * a temp folder, or PostgreSQL when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SCOPES } from '#contract/scopes';
import type { ServerConfig } from '#server/config/config';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { insertApiKey } from '#server/domain/api-keys/api-key-store';
import { refreshPlannerStatistics } from '#server/domain/planner-statistics';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { windowsBetween } from '#server/domain/pickup-windows/window-calendar';
import { localDate } from '#contract/zoned-time';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import { startServer } from '#server/start-server';
import { runScript } from './run-script';
import { summarise, table, timeSequential } from './server/server-bench-stats';

const OPEN = Number(process.env.BENCH_OPEN ?? 10_000);
const CLOSED = Number(process.env.BENCH_CLOSED ?? 90_000);
const PORT = Number(process.env.BENCH_PORT ?? 5221);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const ACCOUNTS = 20;
const BATCH = 2_000;

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
  mailFrom: 'Whetstone <no-reply@whetstone.test>',
  portalUrl: 'http://127.0.0.1:4173',
};

/** Open orders round-robin over every offered window of the next 60 days; closed ones over the same windows. */
async function seed(db: Db): Promise<void> {
  const rules = DEFAULT_PICKUP_RULES;
  const today = localDate(new Date(), rules.timeZone);
  const windows = windowsBetween(today, addDays(today, rules.horizonDays), rules);
  for (let a = 0; a < ACCOUNTS; a++)
    await db.insert(accounts).values({ id: `acct_pw_${a}`, name: `Bench ${a}`, plan: 'enterprise' });
  const total = OPEN + CLOSED;
  for (let first = 0; first < total; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - first) }, (_, i) => {
      const n = first + i;
      const window = windows[n % windows.length]!;
      const status = n < OPEN ? ['pending', 'scheduled'][n % 2]! : ['completed', 'cancelled'][n % 2]!;
      return sql`(${`ord_pw_${n}`}, ${`acct_pw_${n % ACCOUNTS}`}, ${`PW-${n}`}, ${status}, 1, 2500,
        ${window.start.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz, ${window.end.toISOString()}::timestamptz, now())`;
    });
    await db.execute(sql`
      insert into orders (id, account_id, order_number, status, part_count, total_cents,
                          pickup_window_start, pickup_window_end, expected_return_date, created_at)
      values ${sql.join(rows, sql`, `)}`);
  }
  await refreshPlannerStatistics(db);
}

async function main(): Promise<number> {
  const server = await startServer(config);
  try {
    const { db } = server.deps;
    const started = performance.now();
    await seed(db);
    const seedMs = performance.now() - started;
    const { secret } = await insertApiKey(db, {
      accountId: 'acct_pw_0',
      name: 'bench',
      scopes: SCOPES,
      expiresAt: null,
      now: new Date(),
    });
    const get = (path: string) => fetch(`${server.url!}${path}`, { headers: { Authorization: `Bearer ${secret}` } });
    const today = localDate(new Date(), DEFAULT_PICKUP_RULES.timeZone);
    const ranges: [string, string][] = [
      ['14 days from today (the default)', ''],
      ['31 days from today', `?from=${today}&to=${addDays(today, 30)}`],
      ['14 days from day 30 (earliest read by a second scan)', `?from=${addDays(today, 30)}&to=${addDays(today, 43)}`],
    ];
    for (let i = 0; i < 20; i++) await (await get('/v1/pickup-windows')).arrayBuffer();
    const results = [];
    for (const [name, query] of ranges) {
      results.push(
        summarise(`GET /v1/pickup-windows, ${name}`, await timeSequential(SAMPLES, () => get(`/v1/pickup-windows${query}`), 200)),
      );
    }
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a temp data folder';
    console.log(`\nMachine: ${cpus().length} cores, load average ${load} (1/5/15 min), Node ${process.version}, ${storage}`);
    console.log(
      `Seeded ${OPEN.toLocaleString('en-US')} open and ${CLOSED.toLocaleString('en-US')} closed orders in ${(seedMs / 1000).toFixed(1)} s\n`,
    );
    console.log(table(results));
    return 0;
  } finally {
    await server.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runScript(main);
