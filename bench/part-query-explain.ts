/**
 * tsx bench/part-query-explain.ts <data dir> <sql file> — EXPLAIN ANALYZE and timing of part
 * list statements on the benchmark's 100,000-part account (seeded into the folder on first use,
 * kept for the next run). `$ACCOUNT` in the SQL stands for the account id; statements are
 * separated by blank lines; anything but a query (an index to try) is run once, untimed. Used to compare query plans before building one.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/open-database';
import { accounts } from '#server/db/schema/accounts';
import { refreshPlannerStatistics } from '#server/domain/planner-statistics';
import { runScript } from './run-script';
import { benchAccountId, seedAccount } from './server/server-bench-seed';

const SIZE = 100_000;
const RUNS = 30;

async function main(): Promise<number> {
  const [dataDir, file] = process.argv.slice(2);
  if (!dataDir || !file) throw new Error('usage: tsx bench/part-query-explain.ts <data dir> <sql file>');
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
    const statements = readFileSync(file, 'utf8')
      .split(/\n\s*\n/)
      .map((s) => s.trim().replaceAll('$ACCOUNT', `'${accountId}'`))
      .filter((s) => s && !s.startsWith('--'));
    for (const statement of statements) {
      if (!/^\(*(select|with)\b/i.test(statement)) {
        await db.execute(sql.raw(statement));
        continue;
      }
      const plan = (await db.execute(sql.raw(`explain (analyze, buffers) ${statement}`))) as { rows: Record<string, string>[] };
      const times: number[] = [];
      let result: unknown[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        result = ((await db.execute(sql.raw(statement))) as { rows: unknown[] }).rows;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`\n=== ${statement.replace(/\s+/g, ' ').slice(0, 200)}`);
      console.log(`p50 ${times[RUNS >> 1]!.toFixed(2)} ms, min ${times[0]!.toFixed(2)} ms`);
      if (result.length <= 12) console.log(JSON.stringify(result));
      for (const row of plan.rows) console.log(Object.values(row)[0]);
    }
  } finally {
    await close();
  }
  return 0;
}

runScript(main);
