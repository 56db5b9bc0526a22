import { and, eq } from 'drizzle-orm';
import type { WebhookEndpoint } from '#contract/webhooks';
import type { DbOrTx } from '#server/db/client';
import { webhookEndpoints } from '#server/db/schema/events';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';
import { endpointHealth } from './endpoint-health';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Never the secrets: only what the endpoint's owner may read back. */
export function toWebhookEndpoint(row: EndpointRow, health: WebhookEndpoint['health']): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.enabled ? null : (row.disabledReason ?? 'manual'),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    previous_secret_expires_at: row.previousSecretExpiresAt?.toISOString() ?? null,
    health,
    created_by: row.createdByMemberId ? { id: row.createdByMemberId, name: row.createdByName ?? '' } : null,
  };
}

const NO_HEALTH = {
  last_attempt_at: null,
  last_status_code: null,
  last_succeeded: null,
  recent_attempts: 0,
  recent_failures: 0,
  failing_since: null,
};

export async function withHealth(db: DbOrTx, rows: EndpointRow[], now: Date): Promise<WebhookEndpoint[]> {
  const health = await endpointHealth(db, rows, now);
  return rows.map((row) => toWebhookEndpoint(row, health.get(row.id) ?? NO_HEALTH));
}

export async function findEndpointRow(db: DbOrTx, accountId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)));
  return row;
}

export async function getEndpoint(db: DbOrTx, accountId: string, id: string, now: Date): Promise<WebhookEndpoint | null> {
  const row = await findEndpointRow(db, accountId, id);
  return row ? ((await withHealth(db, [row], now))[0] ?? null) : null;
}

/** Newest first; an account has at most 16, so the total is counted. */
export async function listEndpoints(
  db: DbOrTx,
  accountId: string,
  request: PageRequest,
  now: Date,
): Promise<Page<WebhookEndpoint>> {
  const [rows, all] = await Promise.all([
    db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.accountId, accountId),
          afterPosition(webhookEndpoints.createdAt, webhookEndpoints.id, request.after),
        ),
      )
      .orderBy(...newestFirst(webhookEndpoints.createdAt, webhookEndpoints.id))
      .limit(request.limit + 1),
    db.$count(webhookEndpoints, eq(webhookEndpoints.accountId, accountId)),
  ]);
  const page = toPage(rows, all, request);
  return { ...page, items: await withHealth(db, page.items, now) };
}
