import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  IN_SERVICE_PART_STATUSES,
  type Part,
  type PartHistoryEntry,
  type PartSort,
  type PartStatusFilter,
} from '../../../contract/parts';
import type { DbOrTx } from '../../db/client';
import { partCounts, partHistory, parts, partWearCounts } from '../../db/schema';
import { toPage, type Page, type PageRequest } from '../pagination';
import { keysetBranches, orderBy, PART_ORDERS } from './part-list-order';
import { toPart, toPartHistoryEntry, type PartRow } from './part-mappers';

export interface PartFilters {
  status?: PartStatusFilter;
  part_type?: string;
  q?: string;
  wear_min?: string;
  wear_max?: string;
  due_within?: string;
  sort?: PartSort;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function statusCondition(
  column: typeof partCounts.status | typeof partWearCounts.status | typeof parts.status,
  status: PartStatusFilter | undefined,
) {
  if (!status) return undefined;
  return status === 'in_service' ? inArray(column, [...IN_SERVICE_PART_STATUSES]) : eq(column, status);
}

/** `%`, `_` and `\` in a search term are literal characters, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters beyond status and type: search, wear bounds and forecast horizon. */
function detailConditions(filters: PartFilters, now: Date): (SQL | undefined)[] {
  const horizon = filters.due_within === undefined ? undefined : new Date(now.getTime() + Number(filters.due_within) * DAY_MS);
  return [
    horizon ? lte(parts.forecastDueAt, horizon) : undefined,
    filters.q !== undefined ? sql`${parts.searchText} like lower(${likePattern(filters.q)})` : undefined,
    filters.wear_min !== undefined ? gte(parts.wearLevel, Number(filters.wear_min)) : undefined,
    filters.wear_max !== undefined ? lte(parts.wearLevel, Number(filters.wear_max)) : undefined,
  ];
}

/** Status and type alone, or with wear bounds: a sum over trigger-maintained counters. */
async function sumCounters(db: DbOrTx, accountId: string, filters: PartFilters): Promise<number> {
  const wearBounded = filters.wear_min !== undefined || filters.wear_max !== undefined;
  const table = wearBounded ? partWearCounts : partCounts;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${table.n}), 0)::int` })
    .from(table)
    .where(
      and(
        eq(table.accountId, accountId),
        statusCondition(table.status, filters.status),
        filters.part_type ? eq(table.partType, filters.part_type) : undefined,
        filters.wear_min !== undefined ? gte(partWearCounts.wearLevel, Number(filters.wear_min)) : undefined,
        filters.wear_max !== undefined ? lte(partWearCounts.wearLevel, Number(filters.wear_max)) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * The exact total. Status, type and wear bounds come from counters (at most a few
 * thousand rows per account); search and the forecast horizon need a count of the
 * matching rows, served by the trigram and forecast indexes.
 */
async function countParts(db: DbOrTx, accountId: string, filters: PartFilters, now: Date): Promise<number> {
  if (filters.q === undefined && filters.due_within === undefined) return sumCounters(db, accountId, filters);
  return db.$count(
    parts,
    and(
      eq(parts.accountId, accountId),
      statusCondition(parts.status, filters.status),
      filters.part_type ? eq(parts.partType, filters.part_type) : undefined,
      ...detailConditions(filters, now),
    ),
  );
}

/**
 * One page of parts in the requested order (newest first by default). Each
 * branch is one ordered index scan that stops after a page, merged in order:
 * a status group (`in_service`) runs one per status, and a nullable sort key
 * past its last value runs one more for the nulls. `status IN (…)` or an OR
 * would instead read every matching part and sort.
 */
export async function listParts(
  db: DbOrTx,
  accountId: string,
  filters: PartFilters,
  request: PageRequest,
  now: Date,
): Promise<Page<PartRow>> {
  const order = PART_ORDERS[filters.sort ?? '-created_at'];
  const statuses: readonly (string | undefined)[] = filters.status === 'in_service' ? IN_SERVICE_PART_STATUSES : [filters.status];
  const details = detailConditions(filters, now);
  const branches = statuses.flatMap((status) =>
    keysetBranches(order, request.after).map((keyset) =>
      db
        .select()
        .from(parts)
        .where(
          and(
            eq(parts.accountId, accountId),
            status ? eq(parts.status, status) : undefined,
            filters.part_type ? eq(parts.partType, filters.part_type) : undefined,
            ...details,
            keyset,
          ),
        )
        .orderBy(...orderBy(order))
        .limit(request.limit + 1),
    ),
  );
  const [first, second, ...rest] = branches;
  const rows = second
    ? unionAll(first!, second, ...rest)
        .orderBy(...orderBy(order, true))
        .limit(request.limit + 1)
    : first!;
  const [items, total] = await Promise.all([rows, countParts(db, accountId, filters, now)]);
  const page = toPage(items, total, request);
  const last = page.items.at(-1);
  return page.next && last ? { ...page, next: { ...page.next, key: order.key(last) } } : page;
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
