import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PartStatusFilter } from '../../../contract/parts';
import type { DbOrTx } from '../../db/client';
import { partCounts, partMakerCounts, parts } from '../../db/schema/parts';
import { orderBy, type PartOrder } from './part-list-order';
import type { PartRow } from './part-mappers';
import { scopeConditions, searchPattern } from './part-filter-conditions';

/**
 * How the first page of a search (`q` without wear bounds or a forecast horizon) is read:
 * - `walk`: the sort's index, skipping the parts that do not match. Chosen when the parts
 *   found by manufacturer or model alone are so many that a page is near the start. Its
 *   total needs no count of them: they are a sum of `part_maker_counts` rows, plus the parts
 *   found only by label or serial (the label-and-serial trigram index; few, as a rule).
 * - `gather`: every matching part through the search index, counted and its page sorted in
 *   one statement: few parts match, so reading them all is cheaper than skipping the rest.
 * Later pages carry the total in their cursor, and the planner picks their reads as before.
 */
export type SearchPlan = { kind: 'walk'; total: number } | { kind: 'gather' };

export interface SearchScope {
  q: string;
  status?: PartStatusFilter;
  part_type?: string;
}

/**
 * The walk reads about pageRows × scope / matches rows before it has a page; gathering reads
 * every match. With `makers` matches known, the walk reads at most `makers` rows when
 * makers² ≥ pageRows × scope. The label-and-serial count runs only for the walk: in a CASE
 * branch, Postgres evaluates the subquery only when the branch is taken. `force` pins a plan (tests compare both on the same data).
 */
export async function choosePartSearchPlan(
  db: DbOrTx,
  accountId: string,
  scope: SearchScope,
  pageRows: number,
  force?: SearchPlan['kind'],
): Promise<SearchPlan> {
  if (force === 'gather') return { kind: 'gather' };
  const pattern = searchPattern(scope.q);
  const byMaker = db
    .select({ n: sql`coalesce(sum(${partMakerCounts.n}), 0)::bigint` })
    .from(partMakerCounts)
    .where(
      and(
        scopeConditions(partMakerCounts, accountId, scope),
        sql`(lower(${partMakerCounts.manufacturer}) like ${pattern} or lower(${partMakerCounts.model}) like ${pattern})`,
      ),
    );
  const inScope = db
    .select({ n: sql`coalesce(sum(${partCounts.n}), 0)::bigint` })
    .from(partCounts)
    .where(scopeConditions(partCounts, accountId, scope));
  const byLabelOrSerialOnly = db
    .select({ n: sql`count(*)` })
    .from(parts)
    .where(
      and(
        scopeConditions(parts, accountId, scope),
        sql`lower(${parts.internalLabel} || E'\\n' || ${parts.serialNumber}) like ${pattern}`,
        sql`not (lower(${parts.manufacturer}) like ${pattern} or lower(${parts.model}) like ${pattern})`,
      ),
    );
  const walk = force === 'walk' ? sql`true` : sql`makers * makers >= ${pageRows}::bigint * scope`;
  // Materialized, so each sum runs once however often the plan below reads it.
  const result = await db.execute(sql`
    with counts as materialized (select (${byMaker}) as makers, (${inScope}) as scope)
    select walk, (case when walk then makers + (${byLabelOrSerialOnly}) end)::int as total
    from (select makers, ${walk} as walk from counts) as chosen`);
  const [row] = (result as unknown as { rows: { walk: boolean; total: number | null }[] }).rows;
  return row?.walk && row.total !== null ? { kind: 'walk', total: row.total } : { kind: 'gather' };
}

/** The search as the walk reads it: a filter the planner cannot answer from the trigram index (it would gather and sort). */
export const searchByWalk = (q: string) => sql`strpos(${parts.searchText}, lower(${q})) > 0`;

/** The search as the trigram index answers it. */
export const searchByIndex = (q: string) => sql`${parts.searchText} like ${searchPattern(q)}`;

const PART_COLUMNS = getTableColumns(parts);

/**
 * A search's first page by gathering: the matches' ids and sort keys once (the CTE is read
 * twice, so Postgres materializes it), their count, and the page's rows by primary key.
 */
export async function gatherSearchPage(
  db: DbOrTx,
  accountId: string,
  scope: SearchScope,
  order: PartOrder,
  pageRows: number,
): Promise<{ rows: PartRow[]; total: number }> {
  const matches = db.$with('matches').as(
    db
      .select({ id: parts.id, [order.name]: order.column })
      .from(parts)
      .where(and(scopeConditions(parts, accountId, scope), searchByIndex(scope.q))),
  );
  const page = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...orderBy(order, true))
    .limit(pageRows)
    .as('page');
  const rows = await db
    .with(matches)
    .select({ ...PART_COLUMNS, matchCount: sql<number>`(select count(*) from ${matches})::int` })
    .from(parts)
    .innerJoin(page, eq(page.id, parts.id))
    .orderBy(...orderBy(order));
  return { rows: rows.map(({ matchCount: _, ...row }) => row), total: rows[0]?.matchCount ?? 0 };
}
