import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rateLimitCounters } from '#server/db/schema/request-limits';

export type WindowName = 'minute' | 'day';
export const WINDOW_SECONDS: Record<WindowName, number> = { minute: 60, day: 86_400 };

export interface WindowCount {
  window: WindowName;
  count: number;
  /** Unix epoch seconds when this window ends and its counter resets. */
  resetAt: number;
}

function windowStart(window: WindowName, now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return seconds - (seconds % WINDOW_SECONDS[window]);
}

/**
 * Adds one to the bucket's counter in every window and returns the new counts.
 * One atomic upsert, so several server processes on one database share counts.
 */
export async function bumpCounters(db: Db, bucket: string, windows: readonly WindowName[], now: Date): Promise<WindowCount[]> {
  const rows = await db
    .insert(rateLimitCounters)
    .values(windows.map((window) => ({ accountId: bucket, window, windowStart: windowStart(window, now), count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimitCounters.accountId, rateLimitCounters.window, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ window: rateLimitCounters.window, windowStart: rateLimitCounters.windowStart, count: rateLimitCounters.count });
  return rows.map((row) => ({ window: row.window, count: row.count, resetAt: row.windowStart + WINDOW_SECONDS[row.window] }));
}

/** Drops windows that have ended (kept one extra window for clock skew between processes). */
export async function pruneCounters(db: Db, now: Date): Promise<void> {
  const seconds = Math.floor(now.getTime() / 1000);
  await db
    .delete(rateLimitCounters)
    .where(
      or(
        and(eq(rateLimitCounters.window, 'minute'), lt(rateLimitCounters.windowStart, seconds - 2 * WINDOW_SECONDS.minute)),
        and(eq(rateLimitCounters.window, 'day'), lt(rateLimitCounters.windowStart, seconds - 2 * WINDOW_SECONDS.day)),
      ),
    );
}
