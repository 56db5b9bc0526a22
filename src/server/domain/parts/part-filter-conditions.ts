import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { IN_SERVICE_PART_STATUSES, type PartStatusFilter } from '../../../contract/parts';
import type { partCounts, partMakerCounts, parts } from '../../db/schema/parts';

type StatusColumn = typeof parts.status | typeof partCounts.status | typeof partMakerCounts.status;
type PartTypeColumn = typeof parts.partType | typeof partCounts.partType | typeof partMakerCounts.partType;

export function statusCondition(column: StatusColumn, status: PartStatusFilter | undefined): SQL | undefined {
  if (!status) return undefined;
  return status === 'in_service' ? inArray(column, [...IN_SERVICE_PART_STATUSES]) : eq(column, status);
}

/** Status and type, on the parts table or on a counter table keyed by them. */
export function scopeConditions(
  columns: {
    accountId: typeof parts.accountId | typeof partCounts.accountId | typeof partMakerCounts.accountId;
    status: StatusColumn;
    partType: PartTypeColumn;
  },
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
