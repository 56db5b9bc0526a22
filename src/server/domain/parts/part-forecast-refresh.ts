import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { partHistory, parts } from '#server/db/schema/parts';
import { forecastWear, ownWearPerDay } from '#server/domain/wear/wear-forecast';
import { growUntil, usageWearPerDay } from '#server/domain/wear/wear-usage';
import { MOVED } from './move-parts';

/**
 * After a service (new history, wear measured now): each part's own pace from
 * its whole history, its forecast, and when the sandbox next wears it. One
 * read and one update for any number of parts.
 */
export async function refreshAfterService(tx: DbOrTx, partIds: string[], now: Date): Promise<void> {
  if (partIds.length === 0) return;
  const rows = await tx.select().from(parts).where(inArray(parts.id, partIds));
  const history = await tx
    .select({
      partId: partHistory.partId,
      wearBefore: partHistory.wearBefore,
      wearAfter: partHistory.wearAfter,
      completedAt: partHistory.completedAt,
    })
    .from(partHistory)
    // A move between sites is no service: it neither ends a cycle of use nor measures wear.
    .where(and(inArray(partHistory.partId, partIds), ne(partHistory.serviceType, MOVED)))
    .orderBy(asc(partHistory.completedAt), asc(partHistory.id));
  const byPart = new Map<string, typeof history>();
  for (const entry of history) byPart.set(entry.partId, [...(byPart.get(entry.partId) ?? []), entry]);
  const values = rows.map((row) => {
    const own = ownWearPerDay(row.createdAt, byPart.get(row.id) ?? []);
    const { forecastDueAt } = forecastWear({ ...row, wearMeasuredAt: now, ownWearPerDay: own });
    const { nextPointAt } = growUntil(
      { wearLevel: row.wearLevel, wearMeasuredAt: now },
      usageWearPerDay(row.id, row.partType, row.sharpeningCount),
      now,
    );
    return sql`(${row.id}, ${own}::float8, ${forecastDueAt?.toISOString() ?? null}::timestamptz, ${nextPointAt?.toISOString() ?? null}::timestamptz)`;
  });
  await tx.execute(sql`
    update ${parts} set
      wear_per_day = refreshed.own,
      forecast_due_at = refreshed.due,
      wear_measured_at = ${now.toISOString()}::timestamptz,
      wear_next_at = refreshed.next_at
    from (values ${sql.join(values, sql`, `)}) as refreshed(id, own, due, next_at)
    where ${parts.id} = refreshed.id`);
}
