import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '#contract/webhooks';
import type { Db } from '#server/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '#server/db/schema/events';
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
}

export interface ClaimClock {
  /** The app clock: leases. */
  now: Date;
  /** The sandbox clock: what is due, and when the next attempt falls. */
  sandboxNow: Date;
}

/**
 * Takes up to `limit` due attempts for this worker (`token`) until the lease ends: one statement,
 * rows locked with SKIP LOCKED, so concurrent workers on PostgreSQL take different rows and none
 * waits; on PGlite (one connection) the statement is atomic all the same. A row whose lease is
 * still running is someone else's attempt in flight.
 */
export async function claimDueDeliveries(db: Db, token: string, clock: ClaimClock, limit: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    with picked as (
      select delivery.id from ${webhookDeliveries} as delivery
      join ${webhookEndpoints} as endpoint on endpoint.id = delivery.endpoint_id and endpoint.enabled
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
      claimed.test, claimed.test_payload as "testPayload", claimed.attempt_count as "attemptCount"`);
  return (result as unknown as { rows: ClaimedDelivery[] }).rows;
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
 * clears its failing run; a failure starts one or, three days into it, disables the endpoint.
 */
export async function recordOutcome(
  db: Db,
  token: string,
  delivery: ClaimedDelivery,
  outcome: SendOutcome,
  clock: ClaimClock,
): Promise<boolean> {
  const attemptsMade = delivery.attemptCount + 1;
  const next = outcome.succeeded ? null : nextAttemptAfter(delivery, attemptsMade, clock.sandboxNow);
  return db.transaction(async (tx) => {
    const [held] = await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.succeeded ? 'succeeded' : next ? 'pending' : 'failed',
        attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
        nextAttemptAt: next,
        leaseToken: null,
        leaseUntil: null,
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.leaseToken, token)))
      .returning({ id: webhookDeliveries.id });
    if (!held) return false;
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      attemptedAt: clock.now,
      statusCode: outcome.statusCode,
      succeeded: outcome.succeeded,
      durationMs: outcome.durationMs,
      responseExcerpt: outcome.responseExcerpt,
      error: outcome.error,
      nextRetryAt: next,
    });
    const at = sql`${clock.sandboxNow.toISOString()}::timestamptz`;
    const cutoff = sql`${new Date(clock.sandboxNow.getTime() - DISABLE_AFTER_MS).toISOString()}::timestamptz`;
    const stillHopeful = sql`(${outcome.succeeded}::boolean or coalesce(${webhookEndpoints.failingSince}, ${at}) > ${cutoff})`;
    await tx
      .update(webhookEndpoints)
      .set({
        failingSince: outcome.succeeded ? null : sql`coalesce(${webhookEndpoints.failingSince}, ${at})`,
        enabled: sql`${webhookEndpoints.enabled} and ${stillHopeful}`,
        disabledReason: sql`case when ${webhookEndpoints.enabled} and not ${stillHopeful} then 'failing' else ${webhookEndpoints.disabledReason} end`,
      })
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    return true;
  });
}

/** PGlite is one process's database: at start, no claim can belong to a process still running. */
export async function releaseAllLeases(db: Db): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ leaseToken: null, leaseUntil: null })
    .where(and(isNotNull(webhookDeliveries.leaseToken), inArray(webhookDeliveries.status, ['pending'])));
}
