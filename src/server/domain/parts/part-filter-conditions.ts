import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { IN_SERVICE_PART_STATUSES, type PartStatusFilter } from '#contract/parts';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

/** `q` as a LIKE pattern on lower-cased text: `%`, `_` and `\` in it are literal characters, not patterns. */
export const searchPattern = (q: string) => sql`lower(${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;

/**
 * `q` as a LIKE pattern on `parts.search_key`: lower-cased, and without the characters the key
 * drops (the same expression as the column's), so no LIKE wildcard is left in it.
 */
export const searchKeyPattern = (q: string) => sql`'%' || regexp_replace(lower(${q}), '[^[:alnum:]]', '', 'g') || '%'`;
