import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { IN_SERVICE_PART_STATUSES, type Part, type PartHistoryEntry, type PartStatusFilter } from '../../../contract/parts';
import type { DbOrTx } from '../../db/client';
import { partCounts, partHistory, parts } from '../../db/schema';
import { afterPosition, newestFirst, toPage, type Page, type PageRequest } from '../pagination';
import { toPart, toPartHistoryEntry, type PartRow } from './part-mappers';

export interface PartFilters {
  status?: PartStatusFilter;
  part_type?: string;
}

function statusCondition(column: typeof partCounts.status, status: PartStatusFilter | undefined) {
  if (!status) return undefined;
  return status === 'in_service' ? inArray(column, [...IN_SERVICE_PART_STATUSES]) : eq(column, status);
}

/** The exact total from the trigger-maintained counters: a few dozen rows, not a count over every part. */
async function countParts(db: DbOrTx, accountId: string, filters: PartFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${partCounts.n}), 0)::int` })
    .from(partCounts)
    .where(
      and(
        eq(partCounts.accountId, accountId),
        statusCondition(partCounts.status, filters.status),
        filters.part_type ? eq(partCounts.partType, filters.part_type) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * One page of parts, newest first. A status group (`in_service`) runs one
 * ordered index scan per status, each stopping after a page, and merges them:
 * `status IN (…)` would instead read every in-service part and sort.
 */
export async function listParts(
  db: DbOrTx,
  accountId: string,
  filters: PartFilters,
  request: PageRequest,
): Promise<Page<PartRow>> {
  const statuses: readonly (string | undefined)[] =
    filters.status === 'in_service' ? IN_SERVICE_PART_STATUSES : [filters.status];
  const pageOf = (status: string | undefined) =>
    db
      .select()
      .from(parts)
      .where(
        and(
          eq(parts.accountId, accountId),
          status ? eq(parts.status, status) : undefined,
          filters.part_type ? eq(parts.partType, filters.part_type) : undefined,
          afterPosition(parts.createdAt, parts.id, request.after),
        ),
      )
      .orderBy(...newestFirst(parts.createdAt, parts.id))
      .limit(request.limit + 1);
  const [first, second, ...rest] = statuses.map(pageOf);
  const rows = second
    ? unionAll(first!, second, ...rest)
        .orderBy(sql`created_at desc nulls last`, sql`id desc nulls last`)
        .limit(request.limit + 1)
    : first!;
  const [items, total] = await Promise.all([rows, countParts(db, accountId, filters)]);
  return toPage(items, total, request);
}

export async function findPartRow(db: DbOrTx, accountId: string, partId: string): Promise<PartRow | undefined> {
  const [row] = await db
    .select()
    .from(parts)
    .where(and(eq(parts.id, partId), eq(parts.accountId, accountId)));
  return row;
}

/** Oldest first: the order services happened in. */
export async function listPartHistory(db: DbOrTx, accountId: string, partId: string): Promise<PartHistoryEntry[] | null> {
  const part = await findPartRow(db, accountId, partId);
  if (!part) return null;
  const rows = await db
    .select()
    .from(partHistory)
    .where(eq(partHistory.partId, partId))
    .orderBy(asc(partHistory.completedAt), asc(partHistory.id));
  return rows.map(toPartHistoryEntry);
}

export async function getPart(db: DbOrTx, accountId: string, partId: string): Promise<Part | null> {
  const row = await findPartRow(db, accountId, partId);
  if (!row) return null;
  const history = await db
    .select()
    .from(partHistory)
    .where(eq(partHistory.partId, partId))
    .orderBy(asc(partHistory.completedAt), asc(partHistory.id));
  return toPart(row, history);
}
