import { sql } from 'drizzle-orm';
import type { WebhookHealth } from '#contract/webhooks';
import type { DbOrTx } from '#server/db/client';
import { webhookAttempts } from '#server/db/schema/events';

const HEALTH_WINDOW_MS = 24 * 3_600_000;

interface HealthRow {
  endpoint_id: string;
  last_at: string | null;
  last_status: number | null;
  last_ok: boolean | null;
  recent: number;
  failures: number;
}

/** Each endpoint's last attempt and its attempts in the last 24 hours: one short index walk per endpoint. */
export async function endpointHealth(
  db: DbOrTx,
  endpoints: readonly { id: string; failingSince: Date | null }[],
  now: Date,
): Promise<Map<string, WebhookHealth>> {
  const health = new Map<string, WebhookHealth>();
  if (endpoints.length === 0) return health;
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS).toISOString();
  const ids = sql.join(
    endpoints.map((endpoint) => sql`(${endpoint.id})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select e.id as endpoint_id, last.attempted_at as last_at, last.status_code as last_status, last.succeeded as last_ok,
      coalesce(recent.n, 0)::int as recent, coalesce(recent.failures, 0)::int as failures
    from (values ${ids}) as e(id)
    left join lateral (
      select attempted_at, status_code, succeeded from ${webhookAttempts}
      where endpoint_id = e.id order by attempted_at desc limit 1
    ) as last on true
    left join lateral (
      select count(*) as n, count(*) filter (where not succeeded) as failures from ${webhookAttempts}
      where endpoint_id = e.id and attempted_at >= ${since}::timestamptz
    ) as recent on true`);
  const failing = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.failingSince]));
  for (const row of (result as unknown as { rows: HealthRow[] }).rows) {
    health.set(row.endpoint_id, {
      last_attempt_at: row.last_at === null ? null : new Date(row.last_at).toISOString(),
      last_status_code: row.last_status,
      last_succeeded: row.last_ok,
      recent_attempts: Number(row.recent),
      recent_failures: Number(row.failures),
      failing_since: failing.get(row.endpoint_id)?.toISOString() ?? null,
    });
  }
  return health;
}
