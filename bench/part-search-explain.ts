/**
 * tsx bench/part-search-explain.ts <data dir> [term…] — the statements a parts search and a lookup
 * really send (GET /v1/parts?q= first page, GET /v1/parts/lookup), each with EXPLAIN (ANALYZE,
 * BUFFERS) under its own bound parameters, and the in-process time of each call beside the plain
 * first page (taking turns). Same 100,000-part account and kept folder as bench/part-query-explain.ts.
 */
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { openDatabase } from '#server/db/open-database';
import { accounts } from '#server/db/schema/accounts';
import * as schema from '#server/db/all-tables';
import { lookUpParts } from '#server/domain/parts/part-lookup';
import { listParts } from '#server/domain/parts/part-queries';
import { refreshPlannerStatistics } from '#server/domain/planner-statistics';
import { runScript } from './run-script';
import { benchAccountId, seedAccount } from './server/server-bench-seed';

const SIZE = 100_000;
const RUNS = 40;
/** A serial typed with a space and without its dash, a serial's beginning, a label's, a maker, a maker with punctuation. */
const TERMS = ['no 101171', 'NO101171', 'no 1011', 'line 1 #1', 'kessler', 'brandt & sohn'];
const LIMIT = 20;

/**
 * Each call's p50 and p90 over RUNS rounds, the calls taking turns within a round: on a shared
 * machine the load moves during a run, and taking turns lets it weigh on every call alike.
 */
async function timedInTurns(calls: Record<string, () => Promise<unknown>>): Promise<string> {
  const names = Object.keys(calls);
  for (let i = 0; i < 5; i++) for (const name of names) await calls[name]!();
  const times = new Map(names.map((name) => [name, [] as number[]]));
  for (let i = 0; i < RUNS; i++)
    for (const name of names) {
      const started = performance.now();
      await calls[name]!();
      times.get(name)!.push(performance.now() - started);
    }
  return names
    .map((name) => {
      const sorted = times.get(name)!.sort((a, b) => a - b);
      return `${name} p50 ${sorted[RUNS >> 1]!.toFixed(2)} / p90 ${sorted[Math.floor(RUNS * 0.9)]!.toFixed(2)} ms`;
    })
    .join('; ');
}

async function main(): Promise<number> {
  const [dataDir, ...asked] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: tsx bench/part-search-explain.ts <data dir> [term…]');
  const { db, close } = await openDatabase({ dataDir });
  try {
    const accountId = benchAccountId(SIZE);
    const seeded = await db
      .select()
      .from(accounts)
      .where(sql`${accounts.id} = ${accountId}`);
    if (seeded.length === 0) {
      await seedAccount(db, SIZE);
      await refreshPlannerStatistics(db);
    }
    const client = (db as unknown as { $client: PGlite }).$client;
    const sent: { query: string; params: unknown[] }[] = [];
    const recording = drizzle({ client, schema, logger: { logQuery: (query, params) => sent.push({ query, params }) } });
    const now = new Date();
    const plain = () => listParts(db, accountId, {}, { limit: LIMIT, after: null }, now);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}; limit ${LIMIT}; in process, through the database thread`,
    );
    for (const q of asked.length > 0 ? asked : TERMS) {
      const search = () => listParts(db, accountId, { q }, { limit: LIMIT, after: null }, now);
      const lookup = () => lookUpParts(db, accountId, q, LIMIT, now);
      const found = await lookUpParts(db, accountId, q, LIMIT, now);
      console.log(
        `\n##### q=${JSON.stringify(q)}: ${found.total} match; best ${found.rows
          .slice(0, 3)
          .map((r) => r.serialNumber + ' ' + r.internalLabel)
          .join(' | ')}`,
      );
      console.log(await timedInTurns({ 'plain first page': plain, 'q= first page': search, lookup }));
      sent.length = 0;
      await lookUpParts(recording as unknown as Db, accountId, q, LIMIT, now);
      for (const { query, params } of sent) {
        const plan = await client.query<Record<string, string>>(`explain (analyze, buffers) ${query}`, params);
        console.log(`\n=== ${query.replace(/\s+/g, ' ').slice(0, 160)}…`);
        for (const row of plan.rows) console.log(Object.values(row)[0]);
      }
    }
  } finally {
    await close();
  }
  return 0;
}

runScript(main);
