import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import type { invoiceCounts } from '#server/db/schema/invoices';
import type { orderCounts } from '#server/db/schema/orders';

type DayCountTable = typeof orderCounts | typeof invoiceCounts;

/** Postgres has no year 0: a bound before the first day is no bound (from) or matches nothing (to). */
const FIRST_DAY = '0001-01-01';

export interface DayCountFilters {
  status?: string;
  from?: string;
  to?: string;
}

/**
 * The exact number of rows matching a status and an inclusive from/to range of UTC days, summed
 * from a trigger-kept counter table: the cost grows with the days in the account's history, never
 * with its rows. Inputs are already valid year-month-day strings.
 */
export async function countByDays(
  db: DbOrTx,
  table: DayCountTable,
  accountId: string,
  filters: DayCountFilters,
): Promise<number> {
  if (filters.to !== undefined && filters.to < FIRST_DAY) return 0;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${table.n}), 0)::int` })
    .from(table)
    .where(
      and(
        eq(table.accountId, accountId),
        filters.status ? eq(table.status, filters.status) : undefined,
        filters.from !== undefined && filters.from > FIRST_DAY ? gte(table.day, filters.from) : undefined,
        filters.to !== undefined ? lte(table.day, filters.to) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}
