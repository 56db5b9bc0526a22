import { and, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { pickupScheduleOccurrences, pickupSchedules, pickupScheduleSkips } from '#server/db/schema/pickup-schedules';
import type { SiteReach } from '#server/domain/access/site-reach';
import { afterPosition, toPage, type Page, type PageRequest } from '#server/domain/lists/pagination';

export type ScheduleRow = typeof pickupSchedules.$inferSelect;
export type DecidedOccurrenceRow = typeof pickupScheduleOccurrences.$inferSelect;

const own = (accountId: string, id: string, reach: SiteReach): SQL | undefined =>
  and(
    eq(pickupSchedules.id, id),
    eq(pickupSchedules.accountId, accountId),
    reach === null ? undefined : inArray(pickupSchedules.siteId, [...reach]),
  );

/** The account's schedule at a site the caller reaches; undefined otherwise (to the caller, no schedule at all). */
export async function findScheduleRow(
  db: DbOrTx,
  accountId: string,
  id: string,
  reach: SiteReach = null,
): Promise<ScheduleRow | undefined> {
  if (reach?.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(pickupSchedules)
    .where(own(accountId, id, reach));
  return row;
}

/** The same, locked for the rest of the transaction: a command's changes to one schedule run one after another. */
export async function lockScheduleRow(
  tx: DbOrTx,
  accountId: string,
  id: string,
  reach: SiteReach = null,
): Promise<ScheduleRow | undefined> {
  if (reach?.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(pickupSchedules)
    .where(own(accountId, id, reach))
    .for('update');
  return row;
}

/**
 * A page of the account's schedules, newest first, walking pickup_schedules_account_created_idx
 * (account_id, created_at, id) backwards: plain DESC, which is NULLS FIRST, is that index read from
 * its end (both columns are NOT NULL, so the order is the one every v1 list has). `siteIds`: only
 * the schedules of these sites (a site-limited member's, or the `site_id` filter); an account has
 * tens of schedules, so the filter and the total read its rows.
 */
export async function listScheduleRows(
  db: DbOrTx,
  accountId: string,
  siteIds: readonly string[] | undefined,
  request: PageRequest,
): Promise<Page<ScheduleRow>> {
  if (siteIds?.length === 0) return toPage([], 0, request);
  const where = and(
    eq(pickupSchedules.accountId, accountId),
    siteIds === undefined ? undefined : inArray(pickupSchedules.siteId, [...siteIds]),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(pickupSchedules)
      .where(and(where, afterPosition(pickupSchedules.createdAt, pickupSchedules.id, request.after)))
      .orderBy(desc(pickupSchedules.createdAt), desc(pickupSchedules.id))
      .limit(request.limit + 1),
    db.$count(pickupSchedules, where),
  ]);
  return toPage(rows, total, request);
}

/** The dates skipped on request from `fromDate` on, per schedule, earliest first: one query for a page of schedules. */
export async function skipsOf(db: DbOrTx, scheduleIds: readonly string[], fromDate: string): Promise<Map<string, string[]>> {
  const bySchedule = new Map<string, string[]>(scheduleIds.map((id) => [id, []]));
  if (scheduleIds.length === 0) return bySchedule;
  const rows = await db
    .select({ scheduleId: pickupScheduleSkips.scheduleId, date: pickupScheduleSkips.occurrenceDate })
    .from(pickupScheduleSkips)
    .where(and(inArray(pickupScheduleSkips.scheduleId, [...scheduleIds]), gte(pickupScheduleSkips.occurrenceDate, fromDate)))
    .orderBy(pickupScheduleSkips.scheduleId, pickupScheduleSkips.occurrenceDate);
  for (const row of rows) bySchedule.get(row.scheduleId)?.push(row.date);
  return bySchedule;
}

/** What the occurrences from `fromDate` on came to (placed, nothing due), per schedule and rule date: one query for a page. */
export async function decidedOccurrencesOf(
  db: DbOrTx,
  scheduleIds: readonly string[],
  fromDate: string,
): Promise<Map<string, Map<string, DecidedOccurrenceRow>>> {
  const bySchedule = new Map<string, Map<string, DecidedOccurrenceRow>>(scheduleIds.map((id) => [id, new Map()]));
  if (scheduleIds.length === 0) return bySchedule;
  const rows = await db
    .select()
    .from(pickupScheduleOccurrences)
    .where(
      and(
        inArray(pickupScheduleOccurrences.scheduleId, [...scheduleIds]),
        gte(pickupScheduleOccurrences.occurrenceDate, fromDate),
      ),
    );
  for (const row of rows) bySchedule.get(row.scheduleId)?.set(row.occurrenceDate, row);
  return bySchedule;
}
