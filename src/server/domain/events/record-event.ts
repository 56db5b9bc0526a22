import { randomBytes } from 'node:crypto';
import type { EventType } from '#contract/events';
import type { DbOrTx } from '#server/db/client';
import { events } from '#server/db/schema/events';
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

/** The stored row of an event: its id, and `{object, previous?, actor?}` as JSON text. */
export function eventRow(event: NewEvent): typeof events.$inferInsert & { id: string; createdAt: Date; data: string } {
  return {
    id: newEventId(),
    accountId: event.accountId,
    type: event.type,
    objectId: event.object.id,
    createdAt: event.at,
    data: JSON.stringify({
      object: event.object,
      ...(event.previous && { previous: event.previous }),
      ...(event.actor && { actor: event.actor }),
    }),
  };
}

/**
 * The transactional outbox: records events inside the caller's transaction, so a change and its
 * event commit (or vanish) together. The insert's trigger (the event-triggers migration) counts each event and
 * queues one delivery per enabled endpoint of the account that subscribes to its type, due at once.
 * One statement for any number of events. Returns the events' ids, in the batch's order.
 */
export async function recordEvents(tx: DbOrTx, batch: readonly NewEvent[]): Promise<string[]> {
  if (batch.length === 0 || !eventRecordingOn()) return [];
  const rows = batch.map(eventRow);
  // Inserted in the key order of event_counts, so two transactions' triggers lock its rows in the same order.
  await tx.insert(events).values([...rows].sort(byCountKey));
  return rows.map((row) => row.id);
}

const countKey = (row: ReturnType<typeof eventRow>) => `${row.accountId} ${row.type} ${row.createdAt.toISOString().slice(0, 10)}`;
const byCountKey = (a: ReturnType<typeof eventRow>, b: ReturnType<typeof eventRow>) =>
  countKey(a) < countKey(b) ? -1 : countKey(a) > countKey(b) ? 1 : 0;

export async function recordEvent(tx: DbOrTx, event: NewEvent): Promise<string> {
  const [id] = await recordEvents(tx, [event]);
  return id ?? '';
}
