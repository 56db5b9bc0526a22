import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WebhookAttempt, WebhookDelivery } from '#contract/webhooks';
import type { DbOrTx } from '#server/db/client';
import { webhookAttempts, webhookDeliveries } from '#server/db/schema/events';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

/** A delivery shows its latest attempts; a resent one may have more than the schedule's eight. */
const ATTEMPTS_SHOWN = 10;

function toAttempt(row: AttemptRow): WebhookAttempt {
  return {
    attempted_at: row.attemptedAt.toISOString(),
    status_code: row.statusCode,
    succeeded: row.succeeded,
    duration_ms: row.durationMs,
    response_excerpt: row.responseExcerpt,
    error: row.error,
    next_retry_at: row.nextRetryAt?.toISOString() ?? null,
  };
}

function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    test: row.test,
    status: row.status,
    attempt_count: row.attemptCount,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    attempts: attempts.slice(0, ATTEMPTS_SHOWN).map(toAttempt),
  };
}

/** The deliveries with their latest attempts, newest attempt first: one read for the whole page. */
export async function withAttempts(db: DbOrTx, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id));
  const byDelivery = new Map<string, AttemptRow[]>();
  for (const attempt of attempts) byDelivery.set(attempt.deliveryId, [...(byDelivery.get(attempt.deliveryId) ?? []), attempt]);
  return rows.map((row) => toDelivery(row, byDelivery.get(row.id) ?? []));
}

export interface DeliveryFilters {
  status?: 'pending' | 'succeeded' | 'failed';
}

/** An endpoint's delivery log, newest first along its (endpoint_id, created_at, id) index. */
export async function listDeliveries(
  db: DbOrTx,
  endpointId: string,
  filters: DeliveryFilters,
  request: PageRequest,
): Promise<Page<WebhookDelivery>> {
  const matching = and(
    eq(webhookDeliveries.endpointId, endpointId),
    filters.status ? eq(webhookDeliveries.status, filters.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(and(matching, afterPosition(webhookDeliveries.createdAt, webhookDeliveries.id, request.after)))
      .orderBy(...newestFirst(webhookDeliveries.createdAt, webhookDeliveries.id))
      .limit(request.limit + 1),
    db.$count(webhookDeliveries, matching),
  ]);
  const page = toPage(rows, total, request);
  return { ...page, items: await withAttempts(db, page.items) };
}

export async function findDelivery(db: DbOrTx, endpointId: string, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}
