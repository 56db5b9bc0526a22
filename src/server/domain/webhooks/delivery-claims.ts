import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { events, webhookDeliveries, webhookEndpoints } from '#server/db/schema/events';

/** A claim outlives the longest attempt (10 s) with room to record it; a process that died holding one loses it then. */
export const LEASE_MS = 30_000;

export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  test: boolean;
  testPayload: string | null;
  attemptCount: number;
  url: string;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
  /** The stored event (null for a test event, or an event pruned meanwhile). */
  eventCreatedAt: Date | null;
  eventOccurredAt: Date | null;
  eventData: string | null;
}

export interface ClaimClock {
  /** The app clock: what an attempt's log says. (Leases read the database's clock, the one every process shares.) */
  now: Date;
  /** The sandbox clock: what is due, and when the next attempt falls. */
  sandboxNow: Date;
}

type ClaimedRow = Omit<ClaimedDelivery, 'previousSecretExpiresAt' | 'eventCreatedAt' | 'eventOccurredAt'> & {
  previousSecretExpiresAt: string | Date | null;
  eventCreatedAt: string | Date | null;
  eventOccurredAt: string | Date | null;
};

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Takes up to `limit` due attempts for this worker (`token`) until the lease ends, with all that
 * sending them needs (the endpoint's URL and sealed secrets, the event): one statement, rows locked
 * with SKIP LOCKED, so concurrent workers on PostgreSQL take different rows and none waits; on
 * PGlite (one connection) the statement is atomic all the same. A row whose lease is still running
 * is someone else's attempt in flight. Leases are set and compared on the database's clock, so a
 * process whose clock runs ahead cannot take over another's attempt early.
 */
export async function claimDueDeliveries(db: Db, token: string, clock: ClaimClock, limit: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with picked as (
      select delivery.id, endpoint.url, endpoint.secret_sealed, endpoint.previous_secret_sealed,
        endpoint.previous_secret_expires_at, event.created_at as event_created_at, event.occurred_at as event_occurred_at,
        event.data as event_data
      from ${webhookDeliveries} as delivery
      join ${webhookEndpoints} as endpoint on endpoint.id = delivery.endpoint_id and endpoint.enabled
      left join ${events} as event on event.id = delivery.event_id
      where delivery.status = 'pending' and delivery.next_attempt_at <= ${clock.sandboxNow.toISOString()}::timestamptz
        and (delivery.lease_until is null or delivery.lease_until < clock_timestamp())
      order by delivery.next_attempt_at
      limit ${limit}
      for update of delivery skip locked
    )
    update ${webhookDeliveries} as claimed
    set lease_token = ${token}, lease_until = clock_timestamp() + ${`${LEASE_MS} milliseconds`}::interval
    from picked where claimed.id = picked.id
    returning claimed.id, claimed.endpoint_id as "endpointId", claimed.event_id as "eventId", claimed.event_type as "eventType",
      claimed.test, claimed.test_payload as "testPayload", claimed.attempt_count as "attemptCount", picked.url,
      picked.secret_sealed as "secretSealed", picked.previous_secret_sealed as "previousSecretSealed",
      picked.previous_secret_expires_at as "previousSecretExpiresAt", picked.event_created_at as "eventCreatedAt",
      picked.event_occurred_at as "eventOccurredAt", picked.event_data as "eventData"`);
  return (result as unknown as { rows: ClaimedRow[] }).rows.map((row) => ({
    ...row,
    previousSecretExpiresAt: dateOrNull(row.previousSecretExpiresAt),
    eventCreatedAt: dateOrNull(row.eventCreatedAt),
    eventOccurredAt: dateOrNull(row.eventOccurredAt),
  }));
}

/** PGlite is one process's database: at start, no claim can belong to a process still running. */
export async function releaseAllLeases(db: Db): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ leaseToken: null, leaseUntil: null })
    .where(and(isNotNull(webhookDeliveries.leaseToken), inArray(webhookDeliveries.status, ['pending'])));
}
