import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PartStatusFilter } from '#contract/parts';
import type { DbOrTx } from '#server/db/client';
import { partCounts, partMakerCounts, parts } from '#server/db/schema/parts';
import { orderBy, type PartOrder } from './part-list-order';
import type { PartListRow } from './part-mappers';
import { scopeConditions, searchKeyOf, searchKeyPattern, searchPattern, serialKeyMatches } from './part-filter-conditions';
import { decodeListRows, listRowsJson } from './part-list-rows';

/**
 * How the first page of a search (`q` without wear bounds or a forecast horizon) is read:
 * - `gathered`: every matching part through the search index, counted and its page sorted in
 *   the same statement: few parts match, so reading them all is cheaper than skipping the rest.
 * - `walk`: the sort's index, skipping the parts that do not match. Chosen when the parts
 *   found by manufacturer or model alone are so many that a page is near the start. Its
 *   total needs no count of them: they are a sum of `part_maker_counts` rows, plus the parts
 *   found only by label or serial, its text or its key (the label-and-serial trigram index; few,
 *   as a rule).
 * Later pages carry the total in their cursor, and the planner picks their reads as before.
 */
export type SearchFirstPage = { kind: 'gathered'; rows: PartListRow[]; total: number } | { kind: 'walk'; total: number };

export interface SearchScope {
  q: string;
  status?: PartStatusFilter;
  part_type?: string;
}

/**
 * The search as the walk reads it: a filter the planner cannot answer from the trigram index (it
 * would gather and sort). A part matches when its text contains the term, or its serial number's
 * key the term's key (`serialKeyMatches`).
 */
export const searchByWalk = (q: string) =>
  sql`(strpos(${parts.searchText}, lower(${q})) > 0 or (${searchKeyOf(q)} <> '' and strpos(${parts.serialSearchKey}, ${searchKeyOf(q)}) > 0))`;

/**
 * The search as the trigram index answers it: candidates by the key, decided by the text or the
 * serial's key. Both are found by the key: text containing the term contains its key, and the
 * serial's key is a piece of the search key.
 */
export const searchByIndex = (q: string) =>
  sql`(${parts.searchKey} like ${searchKeyPattern(q)} and (${parts.searchText} like ${searchPattern(q)} or ${serialKeyMatches(q)}))`;

/** What the label-and-serial trigram index holds (schema/parts.ts). */
const labelAndSerial = sql`(lower(${parts.internalLabel} || E'\\n' || ${parts.serialNumber}) || E'\\n' || ${parts.serialSearchKey})`;

/**
 * Found by label or serial, through their own index: the term in the label or serial text, or in
 * the serial's key. A term of letters and digits only is its own key, so the first pattern finds
 * both; the planner folds the second away then, and reads the index once.
 */
const byLabelOrSerial = (q: string) =>
  sql`(${labelAndSerial} like ${searchPattern(q)} or (${searchKeyOf(q)} <> lower(${q}) and ${labelAndSerial} like ${searchKeyPattern(q)} and ${serialKeyMatches(q)}))`;

const PART_COLUMNS = getTableColumns(parts);

/**
 * One statement decides and, when it gathers, reads the page. The walk reads about
 * pageRows × scope / matches rows before it has a page; gathering reads every match. With
 * `makers` matches known from the counters, the walk reads at most `makers` rows when
 * makers² ≥ pageRows × scope; otherwise the matches' ids and sort keys are read once (the
 * CTE is read twice, so Postgres materializes it), counted, and the page's rows fetched by
 * primary key. When the statement chooses the walk, its gate skips the search scan entirely
 * and the one row it returns carries the counters. `force` pins a plan (tests compare both).
 */
export async function readSearchFirstPage(
  db: DbOrTx,
  accountId: string,
  scope: SearchScope,
  order: PartOrder,
  pageRows: number,
  force?: 'walk' | 'gather',
): Promise<SearchFirstPage> {
  const pattern = searchPattern(scope.q);
  const byMaker = db
    .select({ n: sql`coalesce(sum(${partMakerCounts.n}), 0)` })
    .from(partMakerCounts)
    .where(
      and(
        scopeConditions(partMakerCounts, accountId, scope),
        sql`(lower(${partMakerCounts.manufacturer}) like ${pattern} or lower(${partMakerCounts.model}) like ${pattern})`,
      ),
    );
  const inScope = db
    .select({ n: sql`coalesce(sum(${partCounts.n}), 0)` })
    .from(partCounts)
    .where(scopeConditions(partCounts, accountId, scope));
  const counts = db
    .$with('counts')
    .as(
      db
        .select({ makers: sql<number>`(${byMaker})::int`.as('makers'), scope: sql<number>`(${inScope})::int`.as('scope') })
        .from(sql`(values (1)) as one`),
    );
  const gathers =
    force === undefined
      ? sql`(select ${counts.makers}::bigint * ${counts.makers} < ${pageRows}::bigint * ${counts.scope} from ${counts})`
      : sql.raw(force === 'gather' ? 'true' : 'false');
  const matches = db.$with('matches').as(
    db
      .select({ id: parts.id, [order.name]: order.column })
      .from(parts)
      .where(and(scopeConditions(parts, accountId, scope), searchByIndex(scope.q), gathers)),
  );
  const page = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...orderBy(order, true))
    .limit(pageRows)
    .as('page');
  const pageParts = db.select(PART_COLUMNS).from(page).innerJoin(parts, eq(parts.id, page.id));
  const [first] = await db
    .with(counts, matches)
    .select({
      gathered: sql<boolean>`${gathers}`,
      makers: counts.makers,
      matchCount: sql<number>`(select count(*) from ${matches})::int`,
      rows: listRowsJson(pageParts, order),
    })
    .from(counts);
  if (first?.gathered) return { kind: 'gathered', rows: decodeListRows(first.rows), total: first.matchCount };
  const byLabelOrSerialOnly = await db.$count(
    parts,
    and(
      scopeConditions(parts, accountId, scope),
      byLabelOrSerial(scope.q),
      sql`not (lower(${parts.manufacturer}) like ${pattern} or lower(${parts.model}) like ${pattern})`,
    ),
  );
  return { kind: 'walk', total: (first?.makers ?? 0) + byLabelOrSerialOnly };
}
