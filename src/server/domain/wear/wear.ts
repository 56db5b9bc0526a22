import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { forecastWear } from './wear-forecast';
import { growUntil, usageWearPerDay } from './wear-usage';
import { recordPartsDue, type CrossedDue } from '#server/domain/parts/part-events';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { WEAR_DUE_LEVEL } from '#contract/wear';

/**
 * Edges dull while in use: every part with its owner whose next wear point is
 * due by `now` gains the points its own pace (wear-usage.ts) has earned since
 * its last measurement, and its forecast moves with it. Wear is a pure function
 * of elapsed time, so however the clock runs and however often this is called,
 * a part's wear is the same at the same moment. A part measured again
 * meanwhile (a service) is left alone. At most `batch` parts a call,
 * the ones waiting longest first (an index range, not a scan).
 */
export async function growWear(db: Db, now: Date, batch = 500): Promise<number> {
  const due = await db
    .select()
    .from(parts)
    .where(and(eq(parts.status, 'with_customer'), lte(parts.wearNextAt, now)))
    .orderBy(asc(parts.wearNextAt))
    .limit(batch);
  if (due.length === 0) return 0;
  const crossed: CrossedDue[] = [];
  const values = due.map((row) => {
    const grown = growUntil(row, usageWearPerDay(row.id, row.partType, row.sharpeningCount), now);
    if (row.wearLevel < WEAR_DUE_LEVEL && grown.wearLevel >= WEAR_DUE_LEVEL)
      crossed.push({ accountId: row.accountId, id: row.id, wearBefore: row.wearLevel });
    const { forecastDueAt } = forecastWear({ ...row, ...grown, ownWearPerDay: row.wearPerDay });
    return sql`(${row.id}, ${row.wearMeasuredAt.toISOString()}::timestamptz, ${grown.wearLevel}::int, ${grown.wearMeasuredAt.toISOString()}::timestamptz, ${grown.nextPointAt?.toISOString() ?? null}::timestamptz, ${forecastDueAt?.toISOString() ?? null}::timestamptz)`;
  });
  await inEventTransaction(db, now, async (tx) => {
    const worn = await tx.execute(sql`
      update ${parts} set
        wear_level = grown.wear_level,
        wear_measured_at = grown.measured_at,
        wear_next_at = grown.next_at,
        forecast_due_at = grown.due
      from (values ${sql.join(values, sql`, `)}) as grown(id, read_at, wear_level, measured_at, next_at, due)
      where ${parts.id} = grown.id and ${parts.status} = 'with_customer' and ${parts.wearMeasuredAt} = grown.read_at
      returning ${parts.id} as id`);
    const moved = new Set((worn as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
    await recordPartsDue(
      tx,
      crossed.filter((part) => moved.has(part.id)),
      now,
    );
  });
  return due.length;
}
