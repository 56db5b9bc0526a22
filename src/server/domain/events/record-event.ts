import { sql } from 'drizzle-orm';
import type { EventType } from '#contract/events';
import type { DbOrTx } from '#server/db/client';
import { events, webhookDeliveries, webhookEndpoints } from '#server/db/schema/events';
import { randomBytes } from 'node:crypto';
import { eventRecordingOn } from './event-recording';

export interface NewEvent {
  accountId: string;
  type: EventType;
  /** The resource as v1 returns it, right after the change. */
  object: { id: string };
  /** The changed fields' values before the change. */
  previous?: Record<string, unknown>;
  actor?: string;
  /** When the change happened: the time its own rows carry. */
  at: Date;
}

let lastMs = 0;
let sequence = 0;

/**
 * `evt_`, the recording time and a sequence (so events recorded in one millisecond by this process
 * keep their order when their created_at ties), then 8 random base-36 characters.
 */
export function newEventId(): string {
  const ms = Date.now();
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  const random = [...randomBytes(8)].map((byte) => (byte % 36).toString(36)).join('');
  return `evt_${ms.toString(36).padStart(9, '0')}${(sequence % 36 ** 3).toString(36).padStart(3, '0')}${random}`;
}

/**
 * The transactional outbox: records events inside the caller's transaction, so a change and its
 * event commit (or vanish) together, and queues one delivery per enabled endpoint of the account
 * that subscribes to the type, due at once. One statement for any number of events, however
 * many endpoints listen. Returns the events' ids.
 */
export async function recordEvents(tx: DbOrTx, batch: readonly NewEvent[]): Promise<string[]> {
  if (batch.length === 0 || !eventRecordingOn()) return [];
  const ids = batch.map(newEventId);
  const rows = batch.map((event, i) => {
    const data = JSON.stringify({
      object: event.object,
      ...(event.previous && { previous: event.previous }),
      ...(event.actor && { actor: event.actor }),
    });
    return sql`(${ids[i]}, ${event.accountId}, ${event.type}, ${event.object.id}, ${event.at.toISOString()}::timestamptz, ${data})`;
  });
  await tx.execute(sql`
    with recorded as (
      insert into ${events} (id, account_id, type, object_id, created_at, data)
      values ${sql.join(rows, sql`, `)}
      returning id, account_id, type, created_at
    )
    insert into ${webhookDeliveries} (id, account_id, endpoint_id, event_id, event_type, status, next_attempt_at, created_at)
    select 'whd_' || substr(md5(recorded.id || ':' || endpoint.id), 1, 24), recorded.account_id, endpoint.id, recorded.id,
      recorded.type, 'pending', recorded.created_at, recorded.created_at
    from recorded
    join ${webhookEndpoints} as endpoint
      on endpoint.account_id = recorded.account_id and endpoint.enabled
      and (recorded.type = any(endpoint.events) or '*' = any(endpoint.events))`);
  return ids;
}

export async function recordEvent(tx: DbOrTx, event: NewEvent): Promise<string> {
  const [id] = await recordEvents(tx, [event]);
  return id ?? '';
}
