import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { auditEvents } from '#server/db/schema/audit';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';
import { withCarriedTotal } from '#server/domain/lists/site-walks';

export interface AuditFilters {
  /** One action, or several separated by commas. */
  action?: string | undefined;
  actor_id?: string | undefined;
  target_id?: string | undefined;
  /** UTC ISO timestamps: occurred_at on or after `from`, before `to`. */
  from?: string | undefined;
  to?: string | undefined;
}

export type AuditRow = typeof auditEvents.$inferSelect;
type ListedRow = AuditRow & { createdAt: Date };

const { occurredAt, id } = auditEvents;

/**
 * Newest first, by keyset on (occurred_at, id). An actor's or a target's entries walk their own index;
 * otherwise each action is a walk of (account_id, action, occurred_at, id) that stops after a page and
 * several are merged (never `action IN (…)` over the whole log and a sort), and no action walks the
 * account's own index. The total is counted on the walk's first page and carried by the cursor.
 */
export async function listAuditEvents(
  db: DbOrTx,
  accountId: string,
  filters: AuditFilters,
  request: PageRequest,
): Promise<Page<AuditRow>> {
  const actions = filters.action ? [...new Set(filters.action.split(','))] : [];
  const matching = [
    eq(auditEvents.accountId, accountId),
    filters.actor_id === undefined ? undefined : eq(auditEvents.actorId, filters.actor_id),
    filters.target_id === undefined ? undefined : eq(auditEvents.targetId, filters.target_id),
    filters.from === undefined ? undefined : gte(occurredAt, new Date(filters.from)),
    filters.to === undefined ? undefined : lt(occurredAt, new Date(filters.to)),
  ];
  const pageRows = request.limit + 1;
  const walk = (...more: (SQL | undefined)[]) =>
    db
      .select()
      .from(auditEvents)
      .where(and(...matching, afterPosition(occurredAt, id, request.after), ...more))
      .orderBy(...newestFirst(occurredAt, id))
      .limit(pageRows);
  const byOwnIndex = filters.actor_id !== undefined || filters.target_id !== undefined || actions.length <= 1;
  let rows: Promise<AuditRow[]>;
  if (byOwnIndex) {
    rows = walk(
      actions.length === 0
        ? undefined
        : actions.length === 1
          ? eq(auditEvents.action, actions[0]!)
          : inArray(auditEvents.action, actions),
    );
  } else {
    const [first, second, ...rest] = actions.map((action) => walk(eq(auditEvents.action, action)));
    rows = unionAll(first!, second!, ...rest)
      .orderBy(sql.raw('occurred_at desc nulls last'), sql.raw('id desc nulls last'))
      .limit(pageRows);
  }
  const counted =
    request.after?.total ??
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(...matching, actions.length > 0 ? inArray(auditEvents.action, actions) : undefined))
      .then(([row]) => Number(row?.n ?? 0));
  const [found, total] = await Promise.all([rows, counted]);
  const listed: ListedRow[] = found.map((row) => ({ ...row, createdAt: row.occurredAt }));
  return withCarriedTotal(toPage(listed, total, request));
}
