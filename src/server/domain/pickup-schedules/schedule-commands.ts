import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { formatScheduleRule, parseScheduleRule } from '#contract/pickup-schedule-rule';
import type { PickupSchedule } from '#contract/pickup-schedule-answers';
import type { pickupScheduleCreateSchema, pickupScheduleUpdateSchema } from '#contract/pickup-schedules';
import { localDate } from '#contract/zoned-time';
import type { Db } from '#server/db/client';
import { pickupSchedules } from '#server/db/schema/pickup-schedules';
import { validationFailed } from '#server/api-error';
import type { SiteReach } from '#server/domain/access/site-reach';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { newId } from '#server/domain/ids';
import type { Maker } from '#server/domain/made-by';
import { findSiteRow } from '#server/domain/sites/site-queries';
import { toPickupSchedule, toScheduleSummaries, type AnswerClock } from './schedule-answers';
import { scheduleSiteOf } from './schedule-checks';
import { recordScheduleEvent, scheduleChanges } from './schedule-events';
import { lockScheduleRow, type ScheduleRow } from './schedule-queries';

export type ScheduleInput = z.output<typeof pickupScheduleCreateSchema>;
export type ScheduleUpdateInput = z.output<typeof pickupScheduleUpdateSchema>;

/** Who changes a schedule and when: the request's clock and pickup rules, its caller, the sites the caller reaches. */
export interface ScheduleContext extends AnswerClock {
  maker?: Maker | undefined;
  reach: SiteReach;
  /** The signed-in member who makes a schedule; an API key makes it by nobody's name. */
  createdBy?: { memberId: string; name: string } | undefined;
}

/** The rule's one written form (a body's rule has been checked by then). */
function canonicalRule(text: string): string {
  const parsed = parseScheduleRule(text);
  if (!parsed.ok) throw validationFailed(parsed.problems);
  return formatScheduleRule(parsed.rule);
}

/**
 * Makes a schedule at an active site of the account. The site is held FOR SHARE until the
 * transaction ends (an archive waits), and read again under it, so a schedule never starts at an
 * archived site. The anchor, from which INTERVAL counts, is the site's local date now.
 */
export async function createSchedule(db: Db, accountId: string, input: ScheduleInput, context: ScheduleContext) {
  const { now } = context;
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const { site, problems } = await scheduleSiteOf(tx, accountId, input.site_id, context.reach, true);
      if (!site) throw validationFailed(problems);
      const [row] = await tx
        .insert(pickupSchedules)
        .values({
          id: newId('psch'),
          accountId,
          siteId: site.id,
          rule: canonicalRule(input.rule),
          anchorDate: localDate(now, site.timeZone),
          windowPreference: input.window_preference,
          leadDays: input.lead_days,
          parts: input.parts,
          instructions: input.instructions,
          status: input.status,
          resumeOn: input.status === 'paused' ? input.resume_on : null,
          createdAt: now,
          updatedAt: now,
          createdByMemberId: context.createdBy?.memberId ?? null,
          createdByName: context.createdBy?.name ?? null,
        })
        .returning();
      const schedule = await toPickupSchedule(tx, accountId, row!, context);
      recordScheduleEvent(tx, accountId, 'pickup_schedule.created', schedule, now);
      return schedule;
    },
    context.maker,
  );
}

/**
 * Changes the fields sent (each replaced whole); the site does not change. A new rule counts its
 * INTERVAL from the week (or month) of the site's today, not the old anchor's. Making the
 * schedule active clears its resume date. Null when the caller has no such schedule; no change, no event.
 */
export async function updateSchedule(
  db: Db,
  accountId: string,
  id: string,
  input: ScheduleUpdateInput,
  context: ScheduleContext,
): Promise<PickupSchedule | null> {
  const { now } = context;
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const current = await lockScheduleRow(tx, accountId, id, context.reach);
      if (!current) return null;
      const set = changedColumns(current, input);
      if (set.rule !== undefined) {
        const site = await findSiteRow(tx, accountId, current.siteId);
        if (site) set.anchorDate = localDate(now, site.timeZone);
      }
      // A PATCH that changes nothing leaves the schedule as it was, updated_at included: no event.
      if (Object.keys(set).length === 0) return toPickupSchedule(tx, accountId, current, context);
      // The light answer is enough to compare; the full one is made once, for the answer and the event.
      const [before] = await toScheduleSummaries(tx, accountId, [current], context);
      const [row] = await tx
        .update(pickupSchedules)
        .set({ ...set, updatedAt: now })
        .where(eq(pickupSchedules.id, id))
        .returning();
      const after = await toPickupSchedule(tx, accountId, row!, context);
      const previous = scheduleChanges(before!, after) ?? {};
      recordScheduleEvent(tx, accountId, 'pickup_schedule.updated', after, now, previous);
      return after;
    },
    context.maker,
  );
}

/** Equal as JSON whatever the order of their keys (jsonb gives its own order back). */
function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([x], [y]) => (x < y ? -1 : 1))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** The columns a change sets: only those whose value differs from the schedule's now. */
function changedColumns(current: ScheduleRow, input: ScheduleUpdateInput): Partial<typeof pickupSchedules.$inferInsert> {
  const rule = input.rule === undefined ? undefined : canonicalRule(input.rule);
  const status = input.status ?? current.status;
  const resumeOn = status === 'active' ? null : input.resume_on === undefined ? current.resumeOn : input.resume_on;
  return {
    ...(rule !== undefined && rule !== current.rule && { rule }),
    ...(input.window_preference !== undefined &&
      !sameJson(input.window_preference, current.windowPreference) && { windowPreference: input.window_preference }),
    ...(input.lead_days !== undefined && input.lead_days !== current.leadDays && { leadDays: input.lead_days }),
    ...(input.parts !== undefined && !sameJson(input.parts, current.parts) && { parts: input.parts }),
    ...(input.instructions !== undefined && input.instructions !== current.instructions && { instructions: input.instructions }),
    ...(status !== current.status && { status }),
    ...(resumeOn !== current.resumeOn && { resumeOn }),
  };
}

/**
 * Deletes a schedule with its skips and what its occurrences came to (the tables cascade); the
 * orders it placed stay, naming it. Answers the schedule as it was; null when the caller has none by that id.
 */
export async function deleteSchedule(db: Db, accountId: string, id: string, context: ScheduleContext): Promise<boolean> {
  const { now } = context;
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const current = await lockScheduleRow(tx, accountId, id, context.reach);
      if (!current) return false;
      const schedule = await toPickupSchedule(tx, accountId, current, context);
      await tx.delete(pickupSchedules).where(eq(pickupSchedules.id, id));
      recordScheduleEvent(tx, accountId, 'pickup_schedule.deleted', schedule, now);
      return true;
    },
    context.maker,
  );
}
