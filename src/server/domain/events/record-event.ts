import { randomBytes } from 'node:crypto';
import type { EventType } from '#contract/events';
import type { MadeBy } from '#contract/orders';

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
 * An event as the outbox writes it: dated when it is written (event-transaction.ts);
 * `{object, previous?, actor?, made_by?}` as JSON text.
 */
export interface QueuedEvent {
  id: string;
  accountId: string;
  type: EventType;
  objectId: string;
  occurredAt: Date;
  data: string;
}

export function eventRow(event: NewEvent, id: string, madeBy: MadeBy | null): QueuedEvent {
  return {
    id,
    accountId: event.accountId,
    type: event.type,
    objectId: event.object.id,
    occurredAt: event.at,
    data: JSON.stringify({
      object: event.object,
      ...(event.previous && { previous: event.previous }),
      ...(event.actor && { actor: event.actor }),
      ...(madeBy && { made_by: madeBy }),
    }),
  };
}
