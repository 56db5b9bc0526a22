import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { eventClocks, events } from '#server/db/schema/events';
import { notificationQueue } from '#server/db/schema/notifications';
import { NOTIFYING_EVENT_TYPES } from '#server/domain/notifications/notifying-events';
import { findMadeBy, madeByOf, type Maker } from '#server/domain/made-by';
import { eventRow, newEventId, type NewEvent } from './record-event';

const OUTBOX = Symbol('the events this transaction records');

interface Outbox {
  recordedAt: Date;
  maker: Maker | undefined;
  queued: { id: string; event: NewEvent }[];
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
 * `maker` is who of the account asked for the change (a request's caller): its events name them in
 * `data.made_by` as the order timeline does; the simulator's and the service's own changes have none.
 */
export function inEventTransaction<T>(db: Db, recordedAt: Date, work: (tx: EventTx) => Promise<T>, maker?: Maker): Promise<T> {
  return db.transaction(async (tx) => {
    const outbox: Outbox = { recordedAt, maker, queued: [] };
    const result = await work(Object.assign(tx, { [OUTBOX]: outbox }));
    await writeOutbox(tx, outbox);
    return result;
  });
}

/** Queues events to be recorded when the transaction's work ends; returns their ids, in the batch's order. */
export function recordEvents(tx: EventTx, batch: readonly NewEvent[]): string[] {
  const queued = batch.map((event) => ({ id: newEventId(), event }));
  tx[OUTBOX].queued.push(...queued);
  return queued.map((entry) => entry.id);
}

export function recordEvent(tx: EventTx, event: NewEvent): string {
  return recordEvents(tx, [event])[0]!;
}

/**
 * The transactional outbox, one statement per account. The account's row in event_clocks is
 * taken first (an upsert: a concurrent writer waits for it, then reads the time the other one
 * committed), and the events are dated after it: an account's events are dated in the order they
 * commit, even when another process's clock runs behind, so a client polling newest first with a
 * created_at mark never skips one. The events' insert trigger (the event-triggers migration)
 * counts each event and queues one delivery per enabled endpoint that subscribes to its type; the
 * events people may be mailed about are queued for the notification worker in the same statement.
 */
async function writeOutbox(tx: Tx, outbox: Outbox): Promise<void> {
  const queued = outbox.queued.splice(0);
  const accountIds = [...new Set(queued.map(({ event }) => event.accountId))].sort();
  for (const accountId of accountIds) {
    const madeBy = outbox.maker ? madeByOf(await findMadeBy(tx, accountId, outbox.maker)) : null;
    // In type order, so two transactions' triggers lock event_counts rows in the same order.
    const batch = queued
      .filter(({ event }) => event.accountId === accountId)
      .map(({ id, event }) => eventRow(event, id, madeBy))
      .sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
    const values = sql.join(
      batch.map(
        (row) => sql`(${row.id}, ${row.type}, ${row.objectId}, ${row.occurredAt.toISOString()}::timestamptz, ${row.data})`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      with clock as (
        insert into ${eventClocks} (account_id, last_at) values (${accountId}, ${outbox.recordedAt.toISOString()}::timestamptz)
        on conflict (account_id) do update
          set last_at = greatest(excluded.last_at, ${eventClocks.lastAt} + interval '1 millisecond')
        returning last_at
      )
      , recorded as (
        insert into ${events} (id, account_id, type, object_id, created_at, occurred_at, data)
        select queued.id, ${accountId}, queued.type, queued.object_id, clock.last_at, queued.occurred_at, queued.data
        from (values ${values}) as queued(id, type, object_id, occurred_at, data), clock
        returning id, type, created_at
      )
      insert into ${notificationQueue} (event_id, account_id, created_at)
      select id, ${accountId}, created_at from recorded where type in (${sql.join(
        NOTIFYING_EVENT_TYPES.map((type) => sql`${type}`),
        sql`, `,
      )})`);
  }
}
