import { and, eq, inArray } from 'drizzle-orm';
import { parseScheduleRule } from '#contract/pickup-schedule-rule';
import { localDate } from '#contract/zoned-time';
import { ApiError } from '#server/api-error';
import type { Db, DbOrTx } from '#server/db/client';
import { orders } from '#server/db/schema/orders';
import { pickupScheduleOccurrences, pickupSchedules, pickupScheduleSkips } from '#server/db/schema/pickup-schedules';
import { createOrder } from '#server/domain/orders/create-order';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { findSiteRow } from '#server/domain/sites/site-queries';
import { closedDaysFor, SCHEDULE_MAX_SHIFT_DAYS } from './closed-days';
import { scheduledPartIds } from './due-parts';
import type { Occurrence } from './occurrences';
import { occurrencesDueForPlacement } from './placement-dates';
import { ruleDatesFrom } from './rule-dates';
import { isUniqueViolation } from './unique-violation';
import { chooseWindow, type ChosenWindow } from './window-choice';

export type ScheduleRow = typeof pickupSchedules.$inferSelect;

/** What one round did with an occurrence whose order was due. */
export type PlacementOutcome =
  | { date: string; result: 'placed'; orderId: string; pickupDate: string }
  | { date: string; result: 'nothing_due'; pickupDate: string }
  /** Another round or process placed it first (or placed it before a crash): recorded, not placed again. */
  | { date: string; result: 'already_placed'; orderId: string }
  /** Decided by another round meanwhile (its row was written first). */
  | { date: string; result: 'already_decided' }
  /** No window with a seat on the pickup day nor on an open day after it before the rule's next date: tried again next round. */
  | { date: string; result: 'no_window' }
  /** The order was refused (a part or a seat taken meanwhile): tried again next round. */
  | { date: string; result: 'refused'; problems: string[] };

const OCCURRENCE_KEY = 'pickup_schedule_occurrences_schedule_id_occurrence_date_pk';
const ORDER_KEY = 'orders_schedule_occurrence_key';

/**
 * Places the orders of one schedule whose lead time has come on `now`'s date at the site
 * (occurrencesDueForPlacement), each occurrence once: those with a decision recorded are left
 * out; the others get their window (the preferred one on the pickup day, else the next open day
 * with one), their parts (due by then), and then either an order and its `placed` row in one
 * transaction, or a `nothing_due` row. Safe to run again, side by side in several processes, or
 * after a crash: the order's (schedule, date) key and the occurrence's primary key let one win.
 */
export async function placeDueOccurrences(
  db: Db,
  schedule: ScheduleRow,
  rules: PickupRules,
  now: Date,
): Promise<PlacementOutcome[]> {
  const parsed = parseScheduleRule(schedule.rule);
  const site = await findSiteRow(db, schedule.accountId, schedule.siteId);
  if (!parsed.ok || !site) return [];
  const today = localDate(now, site.timeZone);
  const closedOn = await closedDaysFor(
    db,
    schedule.accountId,
    schedule.siteId,
    addDays(today, -SCHEDULE_MAX_SHIFT_DAYS),
    addDays(today, schedule.leadDays + SCHEDULE_MAX_SHIFT_DAYS),
    rules,
  );
  const skips = await db
    .select({ date: pickupScheduleSkips.occurrenceDate })
    .from(pickupScheduleSkips)
    .where(eq(pickupScheduleSkips.scheduleId, schedule.id));
  const due = occurrencesDueForPlacement({
    rule: parsed.rule,
    anchorDate: schedule.anchorDate,
    skips: new Set(skips.map((skip) => skip.date)),
    closedOn,
    maxShiftDays: SCHEDULE_MAX_SHIFT_DAYS,
    leadDays: schedule.leadDays,
    today,
  });
  if (due.length === 0) return [];
  const decided = await db
    .select({ date: pickupScheduleOccurrences.occurrenceDate })
    .from(pickupScheduleOccurrences)
    .where(
      and(
        eq(pickupScheduleOccurrences.scheduleId, schedule.id),
        inArray(
          pickupScheduleOccurrences.occurrenceDate,
          due.map((occurrence) => occurrence.date),
        ),
      ),
    );
  const done = new Set(decided.map((row) => row.date));
  const outcomes: PlacementOutcome[] = [];
  for (const occurrence of due.filter((o) => !done.has(o.date))) {
    const nextRuleDate = ruleDatesFrom(parsed.rule, schedule.anchorDate, addDays(occurrence.date, 1), 1)[0];
    outcomes.push(await placeOccurrence(db, schedule, occurrence, { rules, now, closedOn, nextRuleDate }));
  }
  return outcomes;
}

interface PlacementContext {
  rules: PickupRules;
  now: Date;
  closedOn: (date: string) => string | null;
  /** The rule's date after this occurrence's: a pickup never moves onto or past it. */
  nextRuleDate: string | undefined;
}

async function placeOccurrence(
  db: Db,
  schedule: ScheduleRow,
  occurrence: Occurrence,
  context: PlacementContext,
): Promise<PlacementOutcome> {
  const { date } = occurrence;
  // An order placed for it whose row is missing (the two are written together, so only data from elsewhere): record it.
  const placedBefore = await orderFor(db, schedule.id, date);
  if (placedBefore) return recordPlacedBefore(db, schedule, date, placedBefore, context.now);

  const found = await windowFrom(db, schedule, occurrence.placeOn, context);
  if (!found) return { date, result: 'no_window' };
  const { window, pickupDate } = found;
  const partIds = await scheduledPartIds(db, schedule.accountId, schedule.siteId, schedule.parts, window.start);
  if (partIds.length === 0) {
    const written = await db
      .insert(pickupScheduleOccurrences)
      .values({ scheduleId: schedule.id, occurrenceDate: date, status: 'nothing_due', pickupDate, decidedAt: context.now })
      .onConflictDoNothing()
      .returning({ date: pickupScheduleOccurrences.occurrenceDate });
    return written.length > 0 ? { date, result: 'nothing_due', pickupDate } : { date, result: 'already_decided' };
  }
  try {
    const orderId = await db.transaction(async (tx) => {
      const order = await createOrder(
        tx,
        schedule.accountId,
        {
          part_ids: partIds,
          pickup_window_start: window.start.toISOString(),
          pickup_window_end: window.end.toISOString(),
          instructions: schedule.instructions,
          site_id: schedule.siteId,
        },
        context.now,
        context.rules,
        'api',
        { pickupScheduleId: schedule.id },
        null,
        { scheduleId: schedule.id, occurrenceDate: date },
      );
      // Not "on conflict": a decision another round wrote meanwhile undoes this order with it.
      await tx.insert(pickupScheduleOccurrences).values({
        scheduleId: schedule.id,
        occurrenceDate: date,
        status: 'placed',
        pickupDate,
        orderId: order.id,
        decidedAt: context.now,
      });
      return order.id;
    });
    return { date, result: 'placed', orderId, pickupDate };
  } catch (error) {
    return placementFailed(db, schedule, date, error, context.now);
  }
}

/**
 * Another process may have won the race: its order makes this one fail on the occurrence key, or
 * (having locked the parts first) on the parts being in an open order. Either way the order for the
 * occurrence exists now and is recorded; any other refusal waits for the next round.
 */
async function placementFailed(
  db: Db,
  schedule: ScheduleRow,
  date: string,
  error: unknown,
  now: Date,
): Promise<PlacementOutcome> {
  if (isUniqueViolation(error, OCCURRENCE_KEY)) return { date, result: 'already_decided' };
  const winner = await orderFor(db, schedule.id, date);
  if (winner) return recordPlacedBefore(db, schedule, date, winner, now);
  if (isUniqueViolation(error, ORDER_KEY)) return { date, result: 'already_decided' };
  if (error instanceof ApiError && error.code === 'validation_failed') {
    return { date, result: 'refused', problems: (error.details ?? []).map((detail) => detail.message) };
  }
  throw error;
}

async function orderFor(
  db: DbOrTx,
  scheduleId: string,
  date: string,
): Promise<{ id: string; pickupWindowStart: Date } | undefined> {
  const [order] = await db
    .select({ id: orders.id, pickupWindowStart: orders.pickupWindowStart })
    .from(orders)
    .where(and(eq(orders.pickupScheduleId, scheduleId), eq(orders.occurrenceDate, date)));
  return order;
}

async function recordPlacedBefore(
  db: Db,
  schedule: ScheduleRow,
  date: string,
  order: { id: string; pickupWindowStart: Date },
  now: Date,
): Promise<PlacementOutcome> {
  const site = await findSiteRow(db, schedule.accountId, schedule.siteId);
  const pickupDate = localDate(order.pickupWindowStart, site?.timeZone ?? 'UTC');
  await db
    .insert(pickupScheduleOccurrences)
    .values({ scheduleId: schedule.id, occurrenceDate: date, status: 'placed', pickupDate, orderId: order.id, decidedAt: now })
    .onConflictDoNothing();
  return { date, result: 'already_placed', orderId: order.id };
}

/**
 * The window on the pickup day, or when none has a seat there (all taken, or too soon for an
 * occurrence placed at once), on the next open day that has one: never onto the rule's next date,
 * at most SCHEDULE_MAX_SHIFT_DAYS on.
 */
async function windowFrom(
  db: Db,
  schedule: ScheduleRow,
  placeOn: string,
  context: PlacementContext,
): Promise<{ window: ChosenWindow; pickupDate: string } | null> {
  for (let shift = 0; shift <= SCHEDULE_MAX_SHIFT_DAYS; shift++) {
    const day = addDays(placeOn, shift);
    if (context.nextRuleDate !== undefined && day >= context.nextRuleDate) break;
    if (context.closedOn(day) !== null) continue;
    const window = await chooseWindow(
      db,
      schedule.accountId,
      schedule.siteId,
      day,
      schedule.windowPreference,
      context.rules,
      context.now,
    );
    if (window) return { window, pickupDate: day };
  }
  return null;
}
