import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { AUDIT_RETENTION_DAYS } from '#contract/audit';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { auditEvents } from '#server/db/schema/audit';

const DAY_MS = 24 * 3_600_000;
/** Rows removed per statement, so a long backlog never holds PGlite's one connection for long. */
const BATCH = 2_000;

/**
 * Removes audit entries past the retention, account by account along its index. The database's
 * trigger allows exactly this delete, judged by the database's clock, so the cutoff is the earlier
 * of the app's and the database's: a sandbox clock ahead of real time never asks for a refused delete.
 * Returns how many entries were removed.
 */
export async function pruneAuditEvents(db: Db, now: Date): Promise<number> {
  const appCutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS).toISOString();
  const cutoff = sql`least(${appCutoff}::timestamptz, now() - make_interval(days => ${AUDIT_RETENTION_DAYS}))`;
  let removed = 0;
  for (const { id } of await db.select({ id: accounts.id }).from(accounts)) {
    for (;;) {
      const old = db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(and(eq(auditEvents.accountId, id), lt(auditEvents.occurredAt, cutoff)))
        .orderBy(asc(auditEvents.occurredAt))
        .limit(BATCH);
      const gone = await db.delete(auditEvents).where(inArray(auditEvents.id, old)).returning({ id: auditEvents.id });
      removed += gone.length;
      if (gone.length < BATCH) break;
    }
  }
  return removed;
}
