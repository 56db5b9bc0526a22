import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { ORDER_RULES } from '#contract/orders';
import type { ScheduleParts } from '#contract/pickup-schedules';
import type { DbOrTx } from '#server/db/client';
import { orderParts } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { DAY_MS, forecastWear } from '#server/domain/wear/wear-forecast';

type DueRule = Extract<ScheduleParts, { rule: 'due' }>;
type CandidateRow = Pick<
  typeof parts.$inferSelect,
  'id' | 'partType' | 'status' | 'wearLevel' | 'wearMeasuredAt' | 'wearPerDay' | 'lastServicedAt' | 'createdAt'
>;

/**
 * The parts a schedule's pickup at `pickupAt` takes from the site: for `due`, every part at the
 * customer that is due by then by wear (its forecast line reaches `wear_at_least`) or by time (its
 * last service, or its registration, `days_since_service_at_least` days back), whichever comes
 * first; for `fixed`, the listed parts still at the site and at the customer (not retired, not away
 * being serviced). A part in an open order is left out (it is being looked after already). At most
 * an order's worth; the ones left wait for the next occurrence.
 */
export async function scheduledPartIds(
  db: DbOrTx,
  accountId: string,
  siteId: string,
  rule: ScheduleParts,
  pickupAt: Date,
): Promise<string[]> {
  const atSite = and(
    eq(parts.accountId, accountId),
    eq(parts.siteId, siteId),
    eq(parts.status, 'with_customer'),
    notExists(
      db
        .select({ one: sql`1` })
        .from(orderParts)
        .where(and(eq(orderParts.partId, parts.id), eq(orderParts.open, true))),
    ),
  );
  if (rule.rule === 'fixed') {
    const found = await db
      .select({ id: parts.id })
      .from(parts)
      .where(and(atSite, inArray(parts.id, rule.part_ids)));
    const present = new Set(found.map((row) => row.id));
    return rule.part_ids.filter((id) => present.has(id)).slice(0, ORDER_RULES.maxParts);
  }
  // The site's parts by the (account, site, created) index: a walk of one site, newest first, no sort.
  const candidates = await db
    .select({
      id: parts.id,
      partType: parts.partType,
      status: parts.status,
      wearLevel: parts.wearLevel,
      wearMeasuredAt: parts.wearMeasuredAt,
      wearPerDay: parts.wearPerDay,
      lastServicedAt: parts.lastServicedAt,
      createdAt: parts.createdAt,
    })
    .from(parts)
    .where(atSite)
    .orderBy(desc(parts.createdAt), desc(parts.id));
  const due = candidates.filter((row) => isDue(row, rule, pickupAt));
  // Oldest first when there are more than an order takes: the longest waiting go now.
  return due
    .reverse()
    .slice(0, ORDER_RULES.maxParts)
    .map((row) => row.id);
}

/** Due by the pickup by wear or by time, whichever comes first. */
function isDue(row: CandidateRow, rule: DueRule, pickupAt: Date): boolean {
  const since = (row.lastServicedAt ?? row.createdAt).getTime();
  if (pickupAt.getTime() - since >= rule.days_since_service_at_least * DAY_MS) return true;
  return wearAt(row, pickupAt) >= rule.wear_at_least;
}

/** The wear the part's forecast line reaches at `at` (its pace from its own history, or its type's). */
function wearAt(row: CandidateRow, at: Date): number {
  const { wearPerDay } = forecastWear({ ...row, ownWearPerDay: row.wearPerDay });
  const days = Math.max(0, at.getTime() - row.wearMeasuredAt.getTime()) / DAY_MS;
  return Math.min(100, row.wearLevel + Math.max(0, wearPerDay ?? 0) * days);
}
