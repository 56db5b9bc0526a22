import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { events } from '#server/db/schema/events';
import { eventRecordingOn } from './event-recording';
import { eventRow, type NewEvent } from './record-event';

/**
 * A change (an insert or update) and its event in one statement: atomic without a transaction of
 * its own, and no round trip more than the change. The event is written only when the change
 * touched a row, so an update that matched nothing records nothing. Callers know the changed
 * object already (they built the event from it), so nothing is read back.
 */
export async function changeWithEvent(
  db: DbOrTx,
  change: { getSQL(): SQL } & PromiseLike<unknown>,
  event: NewEvent | null,
): Promise<void> {
  if (!event || !eventRecordingOn()) {
    await change;
    return;
  }
  const row = eventRow(event);
  await db.execute(sql`
    with changed as (${change.getSQL()} returning 1)
    insert into ${events} (id, account_id, type, object_id, created_at, data)
    select ${row.id}, ${row.accountId}, ${row.type}, ${row.objectId}, ${row.createdAt.toISOString()}::timestamptz, ${row.data}
    from changed limit 1`);
}
