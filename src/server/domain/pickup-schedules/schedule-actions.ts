import { and, eq } from 'drizzle-orm';
import type { ErrorDetail } from '#contract/errors';
import { parseScheduleRule } from '#contract/pickup-schedule-rule';
import type { PickupSchedule } from '#contract/pickup-schedule-answers';
import { localDate } from '#contract/zoned-time';
import type { Db } from '#server/db/client';
import { pickupScheduleOccurrences, pickupSchedules, pickupScheduleSkips } from '#server/db/schema/pickup-schedules';
import { validationFailed } from '#server/api-error';
import { inEventTransaction, type EventTx } from '#server/domain/events/event-transaction';
import { findSiteRow } from '#server/domain/sites/site-queries';
import { ruleDatesFrom } from './rule-dates';
import { toPickupSchedule, toScheduleSummaries } from './schedule-answers';
import { resumeOnProblems } from './schedule-checks';
import type { ScheduleContext } from './schedule-commands';
import { recordScheduleEvent, scheduleChanges } from './schedule-events';
import { lockScheduleRow, type ScheduleRow } from './schedule-queries';

/**
 * Runs one change to a schedule under its row lock (concurrent changes of one schedule run one after
 * another) and records pickup_schedule.updated when the answer changed. `change` answers whether it wrote.
 * Null when the caller has no such schedule.
 */
async function changeSchedule(
  db: Db,
  accountId: string,
  id: string,
  context: ScheduleContext,
  change: (tx: EventTx, current: ScheduleRow, timeZone: string) => Promise<boolean>,
): Promise<PickupSchedule | null> {
  const { now } = context;
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const current = await lockScheduleRow(tx, accountId, id, context.reach);
      if (!current) return null;
      const site = await findSiteRow(tx, accountId, current.siteId);
      // The light answer is enough to compare; the full one is made once, for the answer.
      const [before] = await toScheduleSummaries(tx, accountId, [current], context);
      if (!(await change(tx, current, site?.timeZone ?? 'UTC'))) return toPickupSchedule(tx, accountId, current, context);
      const [row] = await tx.update(pickupSchedules).set({ updatedAt: now }).where(eq(pickupSchedules.id, id)).returning();
      const after = await toPickupSchedule(tx, accountId, row!, context);
      const previous = scheduleChanges(before!, after);
      if (previous) recordScheduleEvent(tx, accountId, 'pickup_schedule.updated', after, now, previous);
      return after;
    },
    context.maker,
  );
}

/** Pauses a schedule until `resumeOn` (a date after the site's today), or until resumed; pausing a paused one sets its date. */
export function pauseSchedule(db: Db, accountId: string, id: string, resumeOn: string | null, context: ScheduleContext) {
  return changeSchedule(db, accountId, id, context, async (tx, current, timeZone) => {
    const problems = resumeOnProblems(resumeOn, timeZone, context.now);
    if (problems.length > 0) throw validationFailed(problems);
    if (current.status === 'paused' && current.resumeOn === resumeOn) return false;
    await tx.update(pickupSchedules).set({ status: 'paused', resumeOn }).where(eq(pickupSchedules.id, current.id));
    return true;
  });
}

/** Makes a schedule active again at once; an active one answers as it is. */
export function resumeSchedule(db: Db, accountId: string, id: string, context: ScheduleContext) {
  return changeSchedule(db, accountId, id, context, async (tx, current) => {
    if (current.status === 'active') return false;
    await tx.update(pickupSchedules).set({ status: 'active', resumeOn: null }).where(eq(pickupSchedules.id, current.id));
    return true;
  });
}

/**
 * A paused schedule whose resume date has come at its site (`today`) is active again: once, by
 * whichever round gets there first (the row lock), with the pickup_schedule.updated event every
 * change has, made by the schedule itself.
 */
export function resumeScheduleOnItsDate(db: Db, accountId: string, id: string, today: string, context: ScheduleContext) {
  return changeSchedule(db, accountId, id, context, async (tx, current) => {
    if (current.status !== 'paused' || current.resumeOn === null || current.resumeOn > today) return false;
    await tx.update(pickupSchedules).set({ status: 'active', resumeOn: null }).where(eq(pickupSchedules.id, current.id));
    return true;
  });
}

const dateProblem = (code: string, message: string): ErrorDetail => ({ field: 'date', code, message });

/**
 * What refuses a skip or unskip of `date`: a date that is not one of the rule's (from the
 * schedule's anchor on), one before the site's today, or one whose occurrence is decided already.
 */
async function occurrenceDateProblems(tx: EventTx, current: ScheduleRow, date: string, timeZone: string, now: Date) {
  const parsed = parseScheduleRule(current.rule);
  const today = localDate(now, timeZone);
  if (date < today) return [dateProblem('in_past', `date ${date} is before today at the site (${today}, ${timeZone}).`)];
  if (!parsed.ok || ruleDatesFrom(parsed.rule, current.anchorDate, date, 1)[0] !== date) {
    const [next] = parsed.ok ? ruleDatesFrom(parsed.rule, current.anchorDate, date, 1) : [];
    const hint = next ? ` The next one on or after it is ${next}.` : '';
    return [dateProblem('not_an_occurrence', `date ${date} is not a date of the schedule's rule (${current.rule}).${hint}`)];
  }
  const [decided] = await tx
    .select()
    .from(pickupScheduleOccurrences)
    .where(and(eq(pickupScheduleOccurrences.scheduleId, current.id), eq(pickupScheduleOccurrences.occurrenceDate, date)));
  if (!decided) return [];
  const what =
    decided.status === 'placed' && decided.orderId
      ? `its order ${decided.orderId} is placed already; cancel the order instead`
      : `it was decided already (${decided.status})`;
  return [dateProblem('already_decided', `The occurrence of ${date} cannot change: ${what}.`)];
}

/**
 * Skips the occurrence of one of the rule's dates: no order is placed for it. Skipping a skipped
 * date answers the schedule as it is; the skip's key (schedule and date) holds however many ask at once.
 */
export function skipOccurrence(db: Db, accountId: string, id: string, date: string, context: ScheduleContext) {
  return changeSchedule(db, accountId, id, context, async (tx, current, timeZone) => {
    const problems = await occurrenceDateProblems(tx, current, date, timeZone, context.now);
    if (problems.length > 0) throw validationFailed(problems);
    const inserted = await tx
      .insert(pickupScheduleSkips)
      .values({ scheduleId: current.id, occurrenceDate: date, createdAt: context.now })
      .onConflictDoNothing()
      .returning({ date: pickupScheduleSkips.occurrenceDate });
    return inserted.length > 0;
  });
}

/** Takes a skip back: the occurrence happens again. A date that is not skipped answers the schedule as it is (idempotent). */
export function unskipOccurrence(db: Db, accountId: string, id: string, date: string, context: ScheduleContext) {
  return changeSchedule(db, accountId, id, context, async (tx, current, timeZone) => {
    const today = localDate(context.now, timeZone);
    if (date < today)
      throw validationFailed([dateProblem('in_past', `date ${date} is before today at the site (${today}, ${timeZone}).`)]);
    const deleted = await tx
      .delete(pickupScheduleSkips)
      .where(and(eq(pickupScheduleSkips.scheduleId, current.id), eq(pickupScheduleSkips.occurrenceDate, date)))
      .returning({ date: pickupScheduleSkips.occurrenceDate });
    return deleted.length > 0;
  });
}
