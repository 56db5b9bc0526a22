import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { eventCounts, events } from '#server/db/schema/events';
import { withinDays } from '#server/domain/lists/date-range';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';

export interface EventFilters {
  /** One type, or several separated by commas. */
  type?: string;
  from?: string;
  to?: string;
  object_id?: string;
}

export interface EventRow {
  id: string;
  type: string;
  createdAt: Date;
  occurredAt: Date;
  data: string;
}

const columns = {
  id: events.id,
  type: events.type,
  createdAt: events.createdAt,
  occurredAt: events.occurredAt,
  data: events.data,
};

export function typesOf(filters: EventFilters): string[] {
  return filters.type ? [...new Set(filters.type.split(','))] : [];
}

/**
 * Newest first, by keyset. Each type is its own walk of (account_id, type, created_at, id),
 * stopping after a page, and several are merged (never `type IN (…)`, which reads every row of
 * those types and sorts them); an object's few events come from its own index.
 */
export async function listEvents(
  db: DbOrTx,
  accountId: string,
  filters: EventFilters,
  request: PageRequest,
): Promise<Page<EventRow>> {
  const types = typesOf(filters);
  const pageRows = request.limit + 1;
  const common = [
    eq(events.accountId, accountId),
    withinDays(events.createdAt, filters.from, filters.to),
    afterPosition(events.createdAt, events.id, request.after),
  ];
  const walk = (...conditions: (SQL | undefined)[]) =>
    db
      .select(columns)
      .from(events)
      .where(and(...common, ...conditions))
      .orderBy(...newestFirst(events.createdAt, events.id))
      .limit(pageRows);
  let rows: Promise<EventRow[]>;
  if (filters.object_id !== undefined || types.length <= 1) {
    rows = walk(
      filters.object_id === undefined ? undefined : eq(events.objectId, filters.object_id),
      types.length === 0 ? undefined : types.length === 1 ? eq(events.type, types[0]!) : inArray(events.type, types),
    );
  } else {
    const [first, second, ...rest] = types.map((type) => walk(eq(events.type, type)));
    rows = unionAll(first!, second!, ...rest)
      .orderBy(sql`created_at desc nulls last`, sql`id desc nulls last`)
      .limit(pageRows);
  }
  const [items, total] = await Promise.all([rows, countEvents(db, accountId, filters, types)]);
  return toPage(items, total, request);
}

/** An object's events are counted (its own index, a handful of rows); everything else is summed from event_counts. */
async function countEvents(db: DbOrTx, accountId: string, filters: EventFilters, types: string[]): Promise<number> {
  if (filters.object_id !== undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .where(
        and(
          eq(events.accountId, accountId),
          eq(events.objectId, filters.object_id),
          types.length > 0 ? inArray(events.type, types) : undefined,
          withinDays(events.createdAt, filters.from, filters.to),
        ),
      );
    return Number(row?.n ?? 0);
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${eventCounts.n}), 0)::int` })
    .from(eventCounts)
    .where(
      and(
        eq(eventCounts.accountId, accountId),
        types.length > 0 ? inArray(eventCounts.type, types) : undefined,
        filters.from !== undefined ? gte(eventCounts.day, filters.from) : undefined,
        filters.to !== undefined ? lte(eventCounts.day, filters.to) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function findEvent(db: DbOrTx, accountId: string, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.accountId, accountId)));
  return row;
}
