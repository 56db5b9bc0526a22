import { sql } from 'drizzle-orm';
import { EVENT_RETENTION_DAYS } from '#contract/events';
import type { Db } from '#server/db/client';
import { events, webhookDeliveries, webhookEndpoints } from '#server/db/schema/events';
import { ApiError, notFound, validationFailed } from '#server/api-error';
import type { ClaimClock } from './delivery-claims';
import { findEndpointRow } from './endpoint-queries';

const DAY_MS = 24 * 3_600_000;

/**
 * "Recover since" (as Svix offers it): every kept event of the endpoint's types recorded since
 * `since` that it was never sent is queued for it, due at once, one delivery per event whichever way
 * it is made (the trigger's id, and the (event, endpoint) key). The events of the time it was
 * disabled are what this is for. Returns how many were queued; refuses a disabled endpoint (enable
 * it first) and a time outside the events kept.
 */
export async function recoverEndpoint(
  db: Db,
  accountId: string,
  endpointId: string,
  since: Date,
  clock: ClaimClock,
): Promise<number> {
  const endpoint = await findEndpointRow(db, accountId, endpointId);
  if (!endpoint) throw notFound('webhook endpoint');
  const oldest = new Date(clock.now.getTime() - EVENT_RETENTION_DAYS * DAY_MS);
  if (since < oldest || since > clock.now) {
    throw validationFailed([
      {
        field: 'since',
        code: 'out_of_range',
        message: `since must be within the last ${EVENT_RETENTION_DAYS} days (events are kept that long), and not in the future.`,
      },
    ]);
  }
  if (!endpoint.enabled)
    throw new ApiError(
      'webhook_endpoint_disabled',
      `The endpoint for ${endpoint.url} is disabled; enable it, then send it what it missed.`,
    );
  const result = await db.execute(sql`
    insert into ${webhookDeliveries} (id, account_id, endpoint_id, event_id, event_type, status, next_attempt_at, created_at)
    select 'whd_' || substr(md5(event.id || ':' || endpoint.id), 1, 24), event.account_id, endpoint.id, event.id, event.type,
      'pending', ${clock.sandboxNow.toISOString()}::timestamptz, event.created_at
    from ${events} as event
    join ${webhookEndpoints} as endpoint on endpoint.id = ${endpointId}
    where event.account_id = ${accountId} and event.created_at >= ${since.toISOString()}::timestamptz
      and (event.type = any (endpoint.events) or '*' = any (endpoint.events)) and event.object_id <> endpoint.id
    on conflict (event_id, endpoint_id) do nothing
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
