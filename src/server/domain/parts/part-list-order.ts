import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PartSort } from '#contract/parts';
import { ApiError } from '#server/api-error';
import type { CursorPosition } from '#server/domain/lists/cursor';
import { parts } from '#server/db/schema/parts';
import type { PartListRow } from './part-mappers';

/**
 * One list order, spelled exactly like its index on (account_id, column, id):
 * the keyset condition and ORDER BY then walk that index and stop after a page.
 */
export interface PartOrder {
  column: PgColumn;
  name: string;
  direction: 'asc' | 'desc';
  /** Nullable columns sort their nulls last. */
  nullable: boolean;
  key: (row: PartListRow) => number | null;
}

const time = (value: Date | null) => (value ? value.getTime() : null);

export const PART_ORDERS: Record<PartSort, PartOrder> = {
  '-created_at': {
    column: parts.createdAt,
    name: 'created_at',
    direction: 'desc',
    nullable: false,
    key: (r) => r.createdAt.getTime(),
  },
  '-wear_level': { column: parts.wearLevel, name: 'wear_level', direction: 'desc', nullable: false, key: (r) => r.wearLevel },
  wear_level: { column: parts.wearLevel, name: 'wear_level', direction: 'asc', nullable: false, key: (r) => r.wearLevel },
  forecast_due_at: {
    column: parts.forecastDueAt,
    name: 'forecast_due_at',
    direction: 'asc',
    nullable: true,
    key: (r) => time(r.forecastDueAt),
  },
  '-last_serviced_at': {
    column: parts.lastServicedAt,
    name: 'last_serviced_at',
    direction: 'desc',
    nullable: true,
    key: (r) => time(r.lastServicedAt),
  },
};

const isTime = (order: PartOrder) =>
  order.column === parts.forecastDueAt || order.column === parts.lastServicedAt || order.column === parts.createdAt;

function keyValue(order: PartOrder, key: number): SQL {
  return isTime(order) ? sql`${new Date(key).toISOString()}::timestamptz` : sql`${key}::int`;
}

/**
 * ORDER BY for one branch (columns) and for the merge of several branches
 * (output names). An ascending walk of a NOT NULL column reads its DESC NULLS
 * LAST index backwards, which Postgres sees as ASC NULLS FIRST: spelled
 * otherwise, the planner sorts every matching row instead.
 */
export function orderBy(order: PartOrder, merged = false): SQL[] {
  const nulls = order.direction === 'asc' && !order.nullable ? 'nulls first' : 'nulls last';
  const dir = sql.raw(`${order.direction} ${nulls}`);
  const column = merged ? sql.raw(order.name) : order.column;
  const id = merged ? sql.raw('id') : parts.id;
  return [sql`${column} ${dir}`, sql`${id} ${dir}`];
}

/**
 * The keyset branches after a cursor. A nullable column past a non-null key has
 * two: the rest of the non-null run, then every null (each its own index range);
 * an OR of the two would make the planner give up the index order.
 */
export function keysetBranches(order: PartOrder, after: CursorPosition | null): (SQL | undefined)[] {
  if (!after) return [undefined];
  const cmp = sql.raw(order.direction === 'desc' ? '<' : '>');
  if (order.column === parts.createdAt)
    return [sql`(${parts.createdAt}, ${parts.id}) ${cmp} (${after.createdAt.toISOString()}::timestamptz, ${after.id})`];
  if (after.key === undefined)
    throw new ApiError('invalid_cursor', 'The cursor is not valid for this query; start again without `after`.');
  if (after.key === null) return [and(isNull(order.column), sql`${parts.id} ${cmp} ${after.id}`)];
  const rest = sql`(${order.column}, ${parts.id}) ${cmp} (${keyValue(order, after.key)}, ${after.id})`;
  return order.nullable ? [and(isNotNull(order.column), rest), isNull(order.column)] : [rest];
}
