import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Refreshes the planner's statistics. PGlite has no autovacuum daemon, and with
 * never-analysed tables Postgres guesses `account_id = …` matches 0.5 % of rows:
 * on a large table the keyset page query then bitmap-scans everything after the
 * cursor and sorts it (65 ms at 100k parts) instead of reading 101 index
 * entries (0.1 ms). Run after bulk loads and now and then by the simulator.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
