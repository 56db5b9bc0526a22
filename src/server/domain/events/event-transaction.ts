import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { events } from '#server/db/schema/events';
import { eventRow, type NewEvent } from './record-event';

const OUTBOX = Symbol('the events this transaction records');

interface Outbox {
  recordedAt: Date;
  queued: ReturnType<typeof eventRow>[];
}

/**
 * A transaction that records events: the only kind a change with an event can run in, so the
 * compiler, not a check at run time, sees that a change and its event commit (or vanish) together.
 */
export type EventTx = Tx & { readonly [OUTBOX]: Outbox };

/**
 * Runs `work` in a transaction of its own (a savepoint inside a request's transaction) and records
 * the events it queued as its last statements, so taking the account's event lock is the last lock
 * it takes and two writers never wait on each other in a cycle. `recordedAt` is the clock of the
 * caller (the request's, or the simulator's tick): events are dated when they are recorded.
 */
export function inEventTransaction<T>(db: Db, recordedAt: Date, work: (tx: EventTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const outbox: Outbox = { recordedAt, queued: [] };
    const result = await work(Object.assign(tx, { [OUTBOX]: outbox }));
    await writeOutbox(tx, outbox);
    return result;
  });
}

/** Queues events to be recorded when the transaction's work ends; returns their ids, in the batch's order. */
export function recordEvents(tx: EventTx, batch: readonly NewEvent[]): string[] {
  const rows = batch.map(eventRow);
  tx[OUTBOX].queued.push(...rows);
  return rows.map((row) => row.id);
}

export function recordEvent(tx: EventTx, event: NewEvent): string {
  return recordEvents(tx, [event])[0]!;
}

/**
 * The transactional outbox. Per account, under a lock held to the commit: every event is dated
 * after the account's last recorded one (even if another process's clock runs behind), so the
 * events of an account are dated in the order they commit, and a client polling newest first
 * with a created_at mark never skips one. The insert's trigger (the event-triggers migration)
 * counts each event and queues one delivery per enabled endpoint that subscribes to its type.
 */
async function writeOutbox(tx: Tx, outbox: Outbox): Promise<void> {
  if (outbox.queued.length === 0) return;
  const rows = outbox.queued.splice(0);
  const accountIds = [...new Set(rows.map((row) => row.accountId))].sort();
  for (const accountId of accountIds) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`events:${accountId}`}, 0))`);
    const result = await tx.execute(sql`select max(created_at) as at from ${events} where account_id = ${accountId}`);
    const [last] = (result as unknown as { rows: { at: string | Date | null }[] }).rows;
    const after = last?.at ? new Date(last.at).getTime() + 1 : 0;
    const createdAt = new Date(Math.max(outbox.recordedAt.getTime(), after));
    const batch = rows.filter((row) => row.accountId === accountId).map((row) => ({ ...row, createdAt }));
    // Inserted in type order, so two transactions' triggers lock event_counts rows in the same order.
    await tx.insert(events).values(batch.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)));
  }
}
