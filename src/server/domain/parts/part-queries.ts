import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { IN_SERVICE_PART_STATUSES, type Part, type PartHistoryEntry, type PartStatusFilter } from '../../../contract/parts';
import type { DbOrTx } from '../../db/client';
import { partHistory, parts } from '../../db/schema';
import { afterPosition, toPage, type Page, type PageRequest } from '../pagination';
import { toPart, toPartHistoryEntry, type PartRow } from './part-mappers';

export interface PartFilters {
  status?: PartStatusFilter;
  part_type?: string;
}

function statusCondition(status: PartStatusFilter | undefined) {
  if (!status) return undefined;
  return status === 'in_service' ? inArray(parts.status, [...IN_SERVICE_PART_STATUSES]) : eq(parts.status, status);
}

export async function listParts(
  db: DbOrTx,
  accountId: string,
  filters: PartFilters,
  request: PageRequest,
): Promise<Page<PartRow>> {
  const matching = and(
    eq(parts.accountId, accountId),
    statusCondition(filters.status),
    filters.part_type ? eq(parts.partType, filters.part_type) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(parts)
      .where(and(matching, afterPosition(parts.createdAt, parts.id, request.after)))
      .orderBy(desc(parts.createdAt), desc(parts.id))
      .limit(request.limit + 1),
    db.select({ total: count() }).from(parts).where(matching),
  ]);
  return toPage(rows, totals[0]?.total ?? 0, request);
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
