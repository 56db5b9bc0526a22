import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * Refreshes the planner's statistics. PGlite has no autovacuum daemon, and with
 * never-analysed tables Postgres guesses `account_id = …` matches 0.5 % of rows:
 * on a large table the keyset page query then bitmap-scans everything after the
 * cursor and sorts it (65 ms at 100k parts) instead of reading 101 index
 * entries (0.1 ms). Run after bulk loads and now and then by the simulator.
 *
 * It also moves the search indexes' pending entries (every insert, and every update
 * that changes wear, adds some) into the index proper, which autovacuum would do:
 * each search scans the pending list in full (about 250 pages after seeding 100,000
 * parts: 11–20 ms of a `q` count instead of 1.5–3 ms).
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
  await db.execute(sql`select gin_clean_pending_list('parts_search_key_idx'::regclass)`);
  await db.execute(sql`select gin_clean_pending_list('parts_label_serial_idx'::regclass)`);
}
