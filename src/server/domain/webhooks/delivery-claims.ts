import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '#contract/webhooks';
import type { Db } from '#server/db/client';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '#server/db/schema/events';
import type { SendOutcome } from './send-webhook';

/** A claim outlives the longest attempt (10 s) with room to record it; a process that died holding one loses it then. */
export const LEASE_MS = 30_000;
/** An endpoint failing without a success for this long (sandbox clock) is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

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
  eventData: string | null;
}

export interface ClaimClock {
  /** The app clock: leases. */
  now: Date;
  /** The sandbox clock: what is due, and when the next attempt falls. */
  sandboxNow: Date;
}

type ClaimedRow = Omit<ClaimedDelivery, 'previousSecretExpiresAt' | 'eventCreatedAt'> & {
  previousSecretExpiresAt: string | Date | null;
  eventCreatedAt: string | Date | null;
};

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Takes up to `limit` due attempts for this worker (`token`) until the lease ends, with all that
 * sending them needs (the endpoint's URL and sealed secrets, the event): one statement, rows locked
 * with SKIP LOCKED, so concurrent workers on PostgreSQL take different rows and none waits; on
 * PGlite (one connection) the statement is atomic all the same. A row whose lease is still running
 * is someone else's attempt in flight.
 */
export async function claimDueDeliveries(db: Db, token: string, clock: ClaimClock, limit: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with picked as (
      select delivery.id, endpoint.url, endpoint.secret_sealed, endpoint.previous_secret_sealed,
        endpoint.previous_secret_expires_at, event.created_at as event_created_at, event.data as event_data
      from ${webhookDeliveries} as delivery
      join ${webhookEndpoints} as endpoint on endpoint.id = delivery.endpoint_id and endpoint.enabled
      left join ${events} as event on event.id = delivery.event_id
      where delivery.status = 'pending' and delivery.next_attempt_at <= ${clock.sandboxNow.toISOString()}::timestamptz
        and (delivery.lease_until is null or delivery.lease_until < ${clock.now.toISOString()}::timestamptz)
      order by delivery.next_attempt_at
      limit ${limit}
      for update of delivery skip locked
    )
    update ${webhookDeliveries} as claimed
    set lease_token = ${token}, lease_until = ${new Date(clock.now.getTime() + LEASE_MS).toISOString()}::timestamptz
    from picked where claimed.id = picked.id
    returning claimed.id, claimed.endpoint_id as "endpointId", claimed.event_id as "eventId", claimed.event_type as "eventType",
      claimed.test, claimed.test_payload as "testPayload", claimed.attempt_count as "attemptCount", picked.url,
      picked.secret_sealed as "secretSealed", picked.previous_secret_sealed as "previousSecretSealed",
      picked.previous_secret_expires_at as "previousSecretExpiresAt", picked.event_created_at as "eventCreatedAt",
      picked.event_data as "eventData"`);
  return (result as unknown as { rows: ClaimedRow[] }).rows.map((row) => ({
    ...row,
    previousSecretExpiresAt: dateOrNull(row.previousSecretExpiresAt),
    eventCreatedAt: dateOrNull(row.eventCreatedAt),
  }));
}

/** After a failure: the next attempt's time, or null when the schedule is spent (a test event is tried once). */
export function nextAttemptAfter(delivery: Pick<ClaimedDelivery, 'test'>, attemptsMade: number, at: Date): Date | null {
  if (delivery.test || attemptsMade >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[attemptsMade - 1] ?? RETRY_DELAYS_MS.at(-1)!;
  return new Date(at.getTime() + delay);
}

/**
 * Writes one attempt's outcome, only while this worker still holds the claim (a worker that lost
 * it records nothing, so an attempt is never counted twice), and the endpoint's health: a success
 * clears its failing run; a failure starts one or, three days into it, disables the endpoint. One
 * statement, atomic by itself.
 */
export async function recordOutcome(
  db: Db,
  token: string,
  delivery: Pick<ClaimedDelivery, 'id' | 'test' | 'attemptCount'>,
  outcome: SendOutcome,
  clock: ClaimClock,
): Promise<boolean> {
  const attemptsMade = delivery.attemptCount + 1;
  const next = outcome.succeeded ? null : nextAttemptAfter(delivery, attemptsMade, clock.sandboxNow);
  const status = outcome.succeeded ? 'succeeded' : next ? 'pending' : 'failed';
  const nextAt = next?.toISOString() ?? null;
  const at = sql`${clock.sandboxNow.toISOString()}::timestamptz`;
  const cutoff = sql`${new Date(clock.sandboxNow.getTime() - DISABLE_AFTER_MS).toISOString()}::timestamptz`;
  const stillHopeful = sql`(${outcome.succeeded}::boolean or coalesce(endpoint.failing_since, ${at}) > ${cutoff})`;
  const result = await db.execute(sql`
    with held as (
      update ${webhookDeliveries}
      set status = ${status}, attempt_count = attempt_count + 1, next_attempt_at = ${nextAt}::timestamptz,
        lease_token = null, lease_until = null
      where id = ${delivery.id} and lease_token = ${token}
      returning id, endpoint_id
    ), attempt as (
      insert into ${webhookAttempts} (delivery_id, endpoint_id, attempted_at, status_code, succeeded, duration_ms,
        response_excerpt, error, next_retry_at)
      select id, endpoint_id, ${clock.now.toISOString()}::timestamptz, ${outcome.statusCode}::int, ${outcome.succeeded}::boolean,
        ${outcome.durationMs}::int, ${outcome.responseExcerpt}, ${outcome.error}::text, ${nextAt}::timestamptz
      from held
    ), health as (
      update ${webhookEndpoints} as endpoint
      set failing_since = case when ${outcome.succeeded}::boolean then null else coalesce(endpoint.failing_since, ${at}) end,
        enabled = endpoint.enabled and ${stillHopeful},
        disabled_reason = case when endpoint.enabled and not ${stillHopeful} then 'failing' else endpoint.disabled_reason end
      where endpoint.id in (select endpoint_id from held)
    )
    select count(*)::int as held from held`);
  return Number((result as unknown as { rows: { held: number }[] }).rows[0]?.held ?? 0) > 0;
}

/** PGlite is one process's database: at start, no claim can belong to a process still running. */
export async function releaseAllLeases(db: Db): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ leaseToken: null, leaseUntil: null })
    .where(and(isNotNull(webhookDeliveries.leaseToken), inArray(webhookDeliveries.status, ['pending'])));
}
