import { and, asc, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  IN_SERVICE_PART_STATUSES,
  type Part,
  type PartHistoryEntry,
  type PartSort,
  type PartStatusFilter,
} from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { partCounts, partHistory, parts } from '#server/db/schema/parts';
import { sitePartCounts } from '#server/db/schema/sites';
import { toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';
import { siteIdsOfFilter } from '#server/domain/lists/site-walks';
import { keysetBranches, orderBy, PART_ORDERS, type PartOrder } from './part-list-order';
import { openOrdersOf } from './part-open-orders';
import { toPart, toPartHistoryEntry, type PartListRow, type PartRow } from './part-mappers';
import { readListRows } from './part-list-rows';
import { BAND_WIDTH, wearScope, type WearPlan, type WearScope } from './part-wear-plan';
import { scopeConditions } from './part-filter-conditions';
import { readSearchFirstPage, searchByIndex, searchByWalk } from './part-search-plan';

export interface PartFilters {
  status?: PartStatusFilter;
  part_type?: string;
  q?: string;
  wear_min?: string;
  wear_max?: string;
  due_within?: string;
  sort?: PartSort;
  /** The parts one import registered (newest first only, with status and type; the route refuses other combinations). */
  import_id?: string;
  /** The parts of these sites: ids separated by commas. */
  site_id?: string;
}

/** The sites a list names, each once, in the order given; undefined when it names none. */
export function siteIdsOf(filters: PartFilters): string[] | undefined {
  return siteIdsOfFilter(filters.site_id);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Wear bounds as the plan reads them: the wear index's range (wear sorts), a condition
 * inside one band per walk (the planner keeps its statistics and walks the band index), or,
 * for the plain walk, a filter the planner cannot turn into a range read and a sort.
 */
function wearConditions(filters: PartFilters, plan: WearPlan | undefined): (SQL | undefined)[] {
  const level = plan?.kind === 'walk' ? sql`(${parts.wearLevel} + 0)` : sql`${parts.wearLevel}`;
  return [
    plan?.kind === 'bands' ? sql`(${parts.wearLevel} / ${sql.raw(String(BAND_WIDTH))}) = wear.band` : undefined,
    filters.wear_min !== undefined ? sql`${level} >= ${Number(filters.wear_min)}` : undefined,
    filters.wear_max !== undefined ? sql`${level} <= ${Number(filters.wear_max)}` : undefined,
  ];
}

/** The filters beyond status and type: search, wear bounds and forecast horizon. */
function detailConditions(filters: PartFilters, now: Date, plan?: WearPlan, walked = false): (SQL | undefined)[] {
  const horizon = filters.due_within === undefined ? undefined : new Date(now.getTime() + Number(filters.due_within) * DAY_MS);
  const searched = walked ? searchByWalk : searchByIndex;
  return [
    filters.import_id !== undefined ? eq(parts.importId, filters.import_id) : undefined,
    horizon ? lte(parts.forecastDueAt, horizon) : undefined,
    filters.q !== undefined ? searched(filters.q) : undefined,
    ...wearConditions(filters, plan),
  ];
}

/** Status and type alone: a sum over trigger-maintained counters. */
async function sumCounters(db: DbOrTx, accountId: string, filters: PartFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${partCounts.n}), 0)::int` })
    .from(partCounts)
    .where(scopeConditions(partCounts, accountId, filters));
  return row?.total ?? 0;
}

/**
 * Search, the forecast horizon and an import have no counter: their total is a count of the
 * matching rows (an import's over its own index, at most the import's size).
 */
const counted = (filters: PartFilters) =>
  filters.q !== undefined ||
  filters.due_within !== undefined ||
  filters.import_id !== undefined ||
  // Within sites, wear bounds are counted too: part_wear_counts knows no sites.
  (filters.site_id !== undefined && (filters.wear_min !== undefined || filters.wear_max !== undefined));

/** Sites with status and type alone: a sum over the trigger-kept site counters. */
async function sumSiteCounters(db: DbOrTx, accountId: string, siteIds: string[], filters: PartFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${sitePartCounts.n}), 0)::int` })
    .from(sitePartCounts)
    .where(and(scopeConditions(sitePartCounts, accountId, filters), inArray(sitePartCounts.siteId, siteIds)));
  return row?.total ?? 0;
}

/**
 * The exact total. Status and type come from `part_counts`, wear bounds from
 * `part_wear_counts` (summed while choosing the plan). Search and the forecast
 * horizon count the matching rows (trigram and forecast indexes) on a walk's first
 * page; its cursor carries that count to the later pages.
 */
async function countParts(
  db: DbOrTx,
  accountId: string,
  filters: PartFilters,
  request: PageRequest,
  now: Date,
  wear?: WearScope,
): Promise<number> {
  const siteIds = siteIdsOf(filters);
  if (!counted(filters)) {
    if (siteIds) return sumSiteCounters(db, accountId, siteIds, filters);
    return wear ? wear.total : sumCounters(db, accountId, filters);
  }
  if (request.after?.total !== undefined) return request.after.total;
  return db.$count(
    parts,
    and(
      scopeConditions(parts, accountId, filters),
      siteIds ? inArray(parts.siteId, siteIds) : undefined,
      ...detailConditions(filters, now),
    ),
  );
}

const PART_COLUMNS = getTableColumns(parts);

/**
 * A branch read one wear band at a time: for each band, a walk of the sort's
 * per-band index that stops after a page, merged in the list's order.
 */
function perBand(db: DbOrTx, branch: PageBranch, plan: Extract<WearPlan, { kind: 'bands' }>, order: PartOrder, limit: number) {
  const band = branch.as('p');
  const columns = Object.fromEntries(Object.keys(PART_COLUMNS).map((key) => [key, band[key as keyof typeof PART_COLUMNS]]));
  const merged = db
    .select(columns)
    .from(sql`generate_series(${plan.from}::int, ${plan.to}::int) as wear(band)`)
    .crossJoinLateral(band)
    .orderBy(...orderBy(order, true))
    .limit(limit);
  // The same columns under the subquery's alias: the rows are parts rows, as from a plain branch.
  return merged as unknown as PageBranch;
}

type PageBranch = ReturnType<typeof pageBranch>;

function pageBranch(db: DbOrTx, order: PartOrder, conditions: (SQL | undefined)[], limit: number) {
  return db
    .select()
    .from(parts)
    .where(and(...conditions))
    .orderBy(...orderBy(order))
    .limit(limit);
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
  force: { wear?: 'walk' | 'bands'; search?: 'walk' | 'gather' } = {},
): Promise<Page<PartListRow>> {
  const order = PART_ORDERS[filters.sort ?? '-created_at'];
  const statuses: readonly (string | undefined)[] = filters.status === 'in_service' ? IN_SERVICE_PART_STATUSES : [filters.status];
  // One walk per site (parts_account_site_created_idx newest first), merged like the statuses'; a
  // site's few thousand parts need none of the wear and search plans the whole account does.
  const siteIds = siteIdsOf(filters);
  const sitesWalked: readonly (string | undefined)[] = siteIds ?? [undefined];
  const pageRows = request.limit + 1;
  const wear =
    !siteIds && (filters.wear_min !== undefined || filters.wear_max !== undefined)
      ? await wearScope(db, accountId, filters, pageRows, force.wear)
      : undefined;
  /** Counted by the search plan when it walks. */
  let searchTotal: number | undefined;
  if (!siteIds && firstSearchPage(filters, request, wear)) {
    const search = await readSearchFirstPage(db, accountId, filters, order, pageRows, force.search);
    if (search.kind === 'gathered') return withCursorKey(toPage(search.rows, search.total, request), order, filters);
    searchTotal = search.total;
  }
  const details = detailConditions(filters, now, wear?.plan, searchTotal !== undefined);
  const branches = statuses.flatMap((status) =>
    sitesWalked.flatMap((siteId) =>
      keysetBranches(order, request.after).map((keyset) => {
        const conditions = [
          eq(parts.accountId, accountId),
          siteId !== undefined ? eq(parts.siteId, siteId) : undefined,
          status ? eq(parts.status, status) : undefined,
          filters.part_type ? eq(parts.partType, filters.part_type) : undefined,
          ...details,
          keyset,
        ];
        const branch = pageBranch(db, order, conditions, pageRows);
        return wear?.plan.kind === 'bands' ? perBand(db, branch, wear.plan, order, pageRows) : branch;
      }),
    ),
  );
  const [first, second, ...rest] = branches;
  const rows = second
    ? unionAll(first!, second, ...rest)
        .orderBy(...orderBy(order, true))
        .limit(pageRows)
    : first!;
  const [items, total] = await Promise.all([
    readListRows(db, rows, order),
    searchTotal ?? countParts(db, accountId, filters, request, now, wear),
  ]);
  return withCursorKey(toPage(items, total, request), order, filters);
}

/** A search's first page chooses its own read (part-search-plan.ts); with wear bounds or a horizon, those choose. */
function firstSearchPage(
  filters: PartFilters,
  request: PageRequest,
  wear: WearScope | undefined,
): filters is PartFilters & { q: string } {
  return filters.q !== undefined && !request.after && !wear && filters.due_within === undefined;
}

/** The cursor carries the sort key, and a counted total so later pages need not count again. */
function withCursorKey(page: Page<PartListRow>, order: PartOrder, filters: PartFilters): Page<PartListRow> {
  const last = page.items.at(-1);
  if (!page.next || !last) return page;
  return { ...page, next: { ...page.next, key: order.key(last), ...(counted(filters) && { total: page.total }) } };
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
  const open = await openOrdersOf(db, [partId]);
  return toPart(row, history, open.get(partId) ?? null);
}
