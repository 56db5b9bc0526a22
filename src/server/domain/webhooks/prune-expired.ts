import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import { EVENT_RETENTION_DAYS } from '#contract/events';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { events, webhookDeliveries, webhookEndpoints } from '#server/db/schema/events';

const DAY_MS = 24 * 3_600_000;
/** Rows removed per statement, so a long backlog never holds PGlite's one connection for long. */
const BATCH = 2_000;

/**
 * Events older than the retention period (app clock) go, account by account along its index, and
 * so do finished deliveries of that age with their attempts; a delivery still pending stays until
 * its schedule ends. Returns how many events were removed.
 */
export async function pruneExpired(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS);
  let removed = 0;
  for (const { id } of await db.select({ id: accounts.id }).from(accounts)) {
    for (;;) {
      const old = db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.accountId, id), lt(events.createdAt, cutoff)))
        .orderBy(asc(events.createdAt))
        .limit(BATCH);
      const gone = await db.delete(events).where(inArray(events.id, old)).returning({ id: events.id });
      removed += gone.length;
      if (gone.length < BATCH) break;
    }
  }
  for (const { id } of await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)) {
    const old = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, id),
          lt(webhookDeliveries.createdAt, cutoff),
          ne(webhookDeliveries.status, 'pending'),
        ),
      )
      .limit(BATCH);
    await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.id, old));
  }
  return removed;
}
