import { asc, inArray } from 'drizzle-orm';
import { parseScheduleRule } from '#contract/pickup-schedule-rule';
import {
  NEXT_OCCURRENCES_COUNT,
  type PickupSchedule,
  type PickupScheduleOccurrence,
  type PickupScheduleSummary,
} from '#contract/pickup-schedule-answers';
import { localDate, zonedInstant } from '#contract/zoned-time';
import type { DbOrTx } from '#server/db/client';
import { orderParts, orders } from '#server/db/schema/orders';
import { sites } from '#server/db/schema/sites';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { closedDaysFor, SCHEDULE_MAX_SHIFT_DAYS } from './closed-days';
import { scheduledPartIds } from './due-parts';
import { nextOccurrences, type Occurrence } from './occurrences';
import { decidedOccurrencesOf, skipsOf, type DecidedOccurrenceRow, type ScheduleRow } from './schedule-queries';
import { chooseWindow } from './window-choice';

export interface AnswerClock {
  rules: PickupRules;
  now: Date;
}

/** Closed days are worked out ahead for this many days; later ones when asked (a monthly rule reaches years ahead). */
const CLOSED_DAYS_AHEAD = 62;

/** An occurrence as the list tells it: what it comes to, without the window and the parts (a read of one schedule has them). */
type OccurrenceSummary = Omit<PickupScheduleOccurrence, 'window' | 'part_ids'>;

interface Planned {
  row: ScheduleRow;
  timeZone: string;
  today: string;
  skippedDates: string[];
  occurrences: { occurrence: Occurrence; decided: DecidedOccurrenceRow | undefined }[];
}

/**
 * Each schedule's next occurrences from the rule engine, the site's closed days and the rows that
 * say what an occurrence came to: a fixed number of queries for a page of schedules (the sites, the
 * skips, the decided occurrences), and one closed-days read per site in it.
 */
async function plan(db: DbOrTx, accountId: string, rows: readonly ScheduleRow[], clock: AnswerClock): Promise<Planned[]> {
  if (rows.length === 0) return [];
  const siteIds = [...new Set(rows.map((row) => row.siteId))];
  const siteRows = await db.select({ id: sites.id, timeZone: sites.timeZone }).from(sites).where(inArray(sites.id, siteIds));
  const zoneOf = new Map(siteRows.map((site) => [site.id, site.timeZone]));
  const todayOf = new Map(siteIds.map((id) => [id, localDate(clock.now, zoneOf.get(id) ?? 'UTC')]));
  const earliest = addDays([...todayOf.values()].sort()[0]!, -SCHEDULE_MAX_SHIFT_DAYS);
  const ids = rows.map((row) => row.id);
  const [skips, decided] = [await skipsOf(db, ids, earliest), await decidedOccurrencesOf(db, ids, earliest)];
  const closedOf = new Map<string, (date: string) => string | null>();
  for (const siteId of siteIds) {
    const today = todayOf.get(siteId)!;
    closedOf.set(
      siteId,
      await closedDaysFor(
        db,
        accountId,
        siteId,
        addDays(today, -SCHEDULE_MAX_SHIFT_DAYS),
        addDays(today, CLOSED_DAYS_AHEAD),
        clock.rules,
      ),
    );
  }
  return rows.map((row) => {
    const today = todayOf.get(row.siteId)!;
    const skipped = skips.get(row.id) ?? [];
    const from = showsFrom(row, today);
    const parsed = parseScheduleRule(row.rule);
    const occurrences =
      from === null || !parsed.ok
        ? []
        : nextOccurrences({
            rule: parsed.rule,
            anchorDate: row.anchorDate,
            skips: new Set(skipped),
            closedOn: closedOf.get(row.siteId)!,
            maxShiftDays: SCHEDULE_MAX_SHIFT_DAYS,
            fromDate: from,
            count: NEXT_OCCURRENCES_COUNT,
          });
    return {
      row,
      timeZone: zoneOf.get(row.siteId) ?? 'UTC',
      today,
      skippedDates: skipped.filter((date) => date >= today),
      occurrences: occurrences.map((occurrence) => ({ occurrence, decided: decided.get(row.id)?.get(occurrence.date) })),
    };
  });
}

/** From when a schedule's occurrences will happen: today when active; a paused one from its resume date, or none. */
function showsFrom(row: ScheduleRow, today: string): string | null {
  if (row.status !== 'paused') return today;
  if (row.resumeOn === null) return null;
  return row.resumeOn > today ? row.resumeOn : today;
}

function summaryOf({ occurrence, decided }: Planned['occurrences'][number]): OccurrenceSummary {
  if (decided) {
    const shifted = decided.pickupDate !== decided.occurrenceDate;
    return {
      date: occurrence.date,
      status: decided.status,
      order_id: decided.orderId,
      shifted_to: shifted ? decided.pickupDate : null,
      shifted_reason: shifted && occurrence.status === 'shifted' ? occurrence.shiftedReason : null,
      skipped_reason: null,
    };
  }
  const base = { date: occurrence.date, status: occurrence.status, order_id: null };
  if (occurrence.status === 'shifted') {
    return { ...base, shifted_to: occurrence.placeOn, shifted_reason: occurrence.shiftedReason, skipped_reason: null };
  }
  if (occurrence.status === 'skipped') {
    const reason = occurrence.skippedReason;
    const why = reason.by === 'request' ? 'Skipped on request' : `${reason.closedReason}, and no open day before the next pickup`;
    return { ...base, shifted_to: null, shifted_reason: null, skipped_reason: why };
  }
  return { ...base, shifted_to: null, shifted_reason: null, skipped_reason: null };
}

function fieldsOf(row: ScheduleRow, skippedDates: string[]) {
  return {
    id: row.id,
    site_id: row.siteId,
    rule: row.rule,
    window_preference: row.windowPreference,
    lead_days: row.leadDays,
    parts: row.parts,
    instructions: row.instructions,
    status: row.status,
    resume_on: row.resumeOn,
    skipped_dates: skippedDates,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Schedules as the list answers them: each occurrence's date, status, order and shift, in a fixed number of queries a page. */
export async function toScheduleSummaries(
  db: DbOrTx,
  accountId: string,
  rows: readonly ScheduleRow[],
  clock: AnswerClock,
): Promise<PickupScheduleSummary[]> {
  const planned = await plan(db, accountId, rows, clock);
  return planned.map((p) => {
    const { skipped_dates, ...fields } = fieldsOf(p.row, p.skippedDates);
    return { ...fields, next_occurrences: p.occurrences.map(summaryOf), skipped_dates };
  });
}

/** The window and the parts of the orders placed for occurrences: two queries. */
async function placedOrders(db: DbOrTx, orderIds: readonly string[]) {
  const placed = new Map<string, { window: { start: string; end: string }; partIds: string[] }>();
  if (orderIds.length === 0) return placed;
  const windows = await db
    .select({ id: orders.id, start: orders.pickupWindowStart, end: orders.pickupWindowEnd })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  for (const order of windows) {
    placed.set(order.id, { window: { start: order.start.toISOString(), end: order.end.toISOString() }, partIds: [] });
  }
  const lines = await db
    .select({ orderId: orderParts.orderId, partId: orderParts.partId })
    .from(orderParts)
    .where(inArray(orderParts.orderId, [...orderIds]))
    .orderBy(asc(orderParts.orderId), asc(orderParts.position));
  for (const line of lines) placed.get(line.orderId)?.partIds.push(line.partId);
  return placed;
}

/**
 * Schedules as a read of one answers them: each occurrence with its window and parts. A placed one
 * has its order's; one still to come the window it would take (window-choice.ts) and the parts that
 * would go were it placed now (due-parts.ts), as of `now`; skipped and nothing-due ones none.
 * A few queries per occurrence: for a read of one schedule (and its events), never for a list.
 */
export async function toPickupSchedules(
  db: DbOrTx,
  accountId: string,
  rows: readonly ScheduleRow[],
  clock: AnswerClock,
): Promise<PickupSchedule[]> {
  const planned = await plan(db, accountId, rows, clock);
  const orderIds = planned.flatMap((p) => p.occurrences.flatMap(({ decided }) => (decided?.orderId ? [decided.orderId] : [])));
  const placed = await placedOrders(db, orderIds);
  const answers: PickupSchedule[] = [];
  for (const p of planned) {
    const occurrences: PickupScheduleOccurrence[] = [];
    for (const entry of p.occurrences) {
      const summary = summaryOf(entry);
      const order = entry.decided?.orderId ? placed.get(entry.decided.orderId) : undefined;
      if (order) occurrences.push({ ...summary, window: order.window, part_ids: order.partIds });
      else if (entry.decided || entry.occurrence.status === 'skipped')
        occurrences.push({ ...summary, window: null, part_ids: [] });
      else occurrences.push({ ...summary, ...(await comingPickup(db, accountId, p, entry.occurrence.placeOn, clock)) });
    }
    const { skipped_dates, ...fields } = fieldsOf(p.row, p.skippedDates);
    answers.push({ ...fields, next_occurrences: occurrences, skipped_dates });
  }
  return answers;
}

/** The window an occurrence still to come would take on its pickup day, and the parts due by it (by local noon without one). */
async function comingPickup(db: DbOrTx, accountId: string, p: Planned, day: string, clock: AnswerClock) {
  const { row } = p;
  const chosen = await chooseWindow(db, accountId, row.siteId, day, row.windowPreference, clock.rules, clock.now);
  const pickupAt = chosen?.start ?? zonedInstant(day, '12:00', p.timeZone);
  return {
    window: chosen && { start: chosen.start.toISOString(), end: chosen.end.toISOString() },
    part_ids: await scheduledPartIds(db, accountId, row.siteId, row.parts, pickupAt),
  };
}

export async function toPickupSchedule(
  db: DbOrTx,
  accountId: string,
  row: ScheduleRow,
  clock: AnswerClock,
): Promise<PickupSchedule> {
  const [schedule] = await toPickupSchedules(db, accountId, [row], clock);
  return schedule!;
}
