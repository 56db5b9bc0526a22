import { sql } from 'drizzle-orm';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '#contract/webhooks';
import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '#server/db/schema/events';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { recordEndpointEvent } from './endpoint-events';
import type { ClaimClock, ClaimedDelivery } from './delivery-claims';
import type { SendOutcome } from './send-webhook';

/** An endpoint failing without a success for this long (sandbox clock) is disabled. */
const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

export interface AttemptMade {
  delivery: Pick<ClaimedDelivery, 'id' | 'test' | 'attemptCount'>;
  /** The claim it was made under: recorded only while that claim still holds the delivery. */
  token: string;
  outcome: SendOutcome;
  /** When the attempt ended. */
  clock: ClaimClock;
}

/** After a failure: the next attempt's time, or null when the schedule is spent (a test event is tried once). */
function nextAttemptAfter(delivery: Pick<ClaimedDelivery, 'test'>, attemptsMade: number, at: Date): Date | null {
  if (delivery.test || attemptsMade >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[attemptsMade - 1] ?? RETRY_DELAYS_MS.at(-1)!;
  return new Date(at.getTime() + delay);
}

function attemptRow({ delivery, token, outcome, clock }: AttemptMade) {
  const next = outcome.succeeded ? null : nextAttemptAfter(delivery, delivery.attemptCount + 1, clock.sandboxNow);
  const status = outcome.succeeded ? 'succeeded' : next ? 'pending' : 'failed';
  return sql`(${delivery.id}::text, ${token}::text, ${status}::text, ${next?.toISOString() ?? null}::timestamptz,
    ${clock.now.toISOString()}::timestamptz, ${clock.sandboxNow.toISOString()}::timestamptz, ${outcome.statusCode}::int,
    ${outcome.succeeded}::boolean, ${outcome.durationMs}::int, ${outcome.responseExcerpt}::text, ${outcome.error}::text)`;
}

/**
 * Writes attempts in one statement (those that ended while the last write ran: delivery-worker.ts):
 * each delivery's next state and log row, only while the claim it was made under still holds it (a
 * worker that lost it records nothing, so an attempt is never counted twice; a resend asked for
 * meanwhile leaves it due at once), and each endpoint's health: a success clears its failing run;
 * failures start one or, three days into it (sandbox clock), disable the endpoint, with its
 * `webhook_endpoint.disabled` in the same transaction. Returns how many were recorded.
 */
export async function recordAttempts(db: Db, attempts: readonly AttemptMade[], clock: ClaimClock): Promise<number> {
  if (attempts.length === 0) return 0;
  const cutoff = sql`${new Date(clock.sandboxNow.getTime() - DISABLE_AFTER_MS).toISOString()}::timestamptz`;
  const stillHopeful = sql`(round.any_success or coalesce(endpoint.failing_since, round.first_failure_at) > ${cutoff})`;
  return inEventTransaction(db, clock.now, async (tx) => {
    const result = await tx.execute(sql`
    with made (id, token, status, next_at, attempted_at, sandbox_at, status_code, succeeded, duration_ms, excerpt, error) as (
      values ${sql.join(attempts.map(attemptRow), sql`, `)}
    ), held as (
      update ${webhookDeliveries} as delivery
      set status = case when delivery.resend_requested then 'pending' else made.status end,
        attempt_count = delivery.attempt_count + 1,
        next_attempt_at = case when delivery.resend_requested then made.sandbox_at else made.next_at end,
        lease_token = null, lease_until = null, resend_requested = false
      from made where delivery.id = made.id and delivery.lease_token = made.token
      returning delivery.id, delivery.endpoint_id, made.next_at, made.attempted_at, made.sandbox_at, made.status_code,
        made.succeeded, made.duration_ms, made.excerpt, made.error
    ), logged as (
      insert into ${webhookAttempts} (delivery_id, endpoint_id, attempted_at, status_code, succeeded, duration_ms,
        response_excerpt, error, next_retry_at)
      select id, endpoint_id, attempted_at, status_code, succeeded, duration_ms, excerpt, error, next_at from held
    ), round as (
      select endpoint_id, bool_or(succeeded) as any_success, min(sandbox_at) filter (where not succeeded) as first_failure_at
      from held group by endpoint_id
    ), health as (
      update ${webhookEndpoints} as endpoint
      set failing_since = case when round.any_success then null else coalesce(endpoint.failing_since, round.first_failure_at) end,
        enabled = endpoint.enabled and ${stillHopeful},
        disabled_reason = case when endpoint.enabled and not ${stillHopeful} then 'failing' else endpoint.disabled_reason end,
        disabled_at = case when endpoint.enabled and not ${stillHopeful} then ${clock.now.toISOString()}::timestamptz
          else endpoint.disabled_at end
      from round where endpoint.id = round.endpoint_id
    ), disabling as (
      -- Read from the statement's snapshot: the endpoints as they were before this round's update.
      select endpoint.id from round join ${webhookEndpoints} as endpoint on endpoint.id = round.endpoint_id
      where endpoint.enabled and not ${stillHopeful}
    )
    select (select count(*)::int from held) as held, coalesce((select array_agg(id) from disabling), '{}') as disabled`);
    const [summary] = (result as unknown as { rows: { held: number; disabled: string[] }[] }).rows;
    const disabled = summary?.disabled ?? [];
    if (disabled.length > 0) {
      // The statement's own changes are not visible to itself; they are to the next one.
      const rows = await tx.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, disabled));
      for (const row of rows)
        await recordEndpointEvent(tx, 'webhook_endpoint.disabled', row, clock.now, { enabled: true, disabled_reason: null });
    }
    return Number(summary?.held ?? 0);
  });
}
