import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { IN_SERVICE_PART_STATUSES, type PartStatusFilter } from '#contract/parts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parts } from '#server/db/schema/parts';

export function statusCondition(column: PgColumn, status: PartStatusFilter | undefined): SQL | undefined {
  if (!status) return undefined;
  return status === 'in_service' ? inArray(column, [...IN_SERVICE_PART_STATUSES]) : eq(column, status);
}

/** Account, status and type, on the parts table or on any counter table keyed by them. */
export function scopeConditions(
  columns: { accountId: PgColumn; status: PgColumn; partType: PgColumn },
  accountId: string,
  filters: { status?: PartStatusFilter; part_type?: string },
): SQL | undefined {
  return and(
    eq(columns.accountId, accountId),
    statusCondition(columns.status, filters.status),
    filters.part_type ? eq(columns.partType, filters.part_type) : undefined,
  );
}

/** Text for a LIKE pattern: `%`, `_` and `\` in it are literal characters, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` as a LIKE pattern on lower-cased text: the term anywhere. */
export const searchPattern = (q: string) => sql`lower(${`%${likeLiteral(q)}%`})`;

/** `q` as a LIKE pattern on lower-cased text: text that starts with the term. */
export const prefixPattern = (q: string) => sql`lower(${`${likeLiteral(q)}%`})`;

/**
 * `q` lower-cased and without the characters the search keys drop (the expression of the columns
 * `search_key` and `serial_search_key`, the contract's `serialSearchKey`), so no LIKE wildcard is
 * left in it. Written in SQL from `q` itself, not passed in: the planner folds it to a constant,
 * and the term and the columns are cut by the same rule whatever the text.
 */
export const searchKeyOf = (q: string) => sql`regexp_replace(lower(${q}), '[^[:alnum:]]', '', 'g')`;

/** `q` as a LIKE pattern on `parts.search_key` or `parts.serial_search_key`: its key anywhere. */
export const searchKeyPattern = (q: string) => sql`'%' || ${searchKeyOf(q)} || '%'`;

/**
 * The serial number matches `q` however it was typed: its key contains the term's key ("NW 01171"
 * finds "NW-01171"). A term of punctuation alone has an empty key and finds no serial this way.
 */
export const serialKeyMatches = (q: string) =>
  sql`(${searchKeyOf(q)} <> '' and ${parts.serialSearchKey} like ${searchKeyPattern(q)})`;
