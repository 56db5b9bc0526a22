import { eq, or, isNotNull } from 'drizzle-orm';
import { localDate } from '#contract/zoned-time';
import type { AppDeps } from '#server/app-deps';
import { pickupSchedules } from '#server/db/schema/pickup-schedules';
import { sites } from '#server/db/schema/sites';
import { pickupRulesOf } from '#server/domain/pickup-windows/pickup-rules';
import { describeError } from '#server/logger';
import { placeDueOccurrences, type PlacementOutcome, type ScheduleRow } from './place-occurrences';
import { resumeScheduleOnItsDate } from './schedule-actions';

export type ScheduleDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'sandboxNow' | 'logger'>;

/**
 * One round over every schedule that may place (the partial index pickup_schedules_active_idx):
 * a paused one whose resume date has come at its site becomes active first; then each active one
 * places the orders now due. On the sandbox clock, so SANDBOX_TIME_SCALE speeds schedules up like
 * the simulator. Rounds in several processes, or overlapping, are harmless: each occurrence's keys
 * let one decision win. One schedule's failure is logged and the others go on.
 */
export async function runScheduleRound(deps: ScheduleDeps): Promise<PlacementOutcome[]> {
  // The sandbox clock when there is one (the domain may not import the sandbox room that makes it).
  const now = deps.sandboxNow ? deps.sandboxNow() : deps.now();
  const rules = pickupRulesOf(deps.config);
  const rows = await deps.db
    .select({ schedule: pickupSchedules, timeZone: sites.timeZone })
    .from(pickupSchedules)
    .innerJoin(sites, eq(sites.id, pickupSchedules.siteId))
    .where(or(eq(pickupSchedules.status, 'active'), isNotNull(pickupSchedules.resumeOn)));
  const outcomes: PlacementOutcome[] = [];
  for (const { schedule, timeZone } of rows) {
    try {
      const active = schedule.status === 'active' || (await resumeIfDue(deps, schedule, localDate(now, timeZone), now));
      if (active) outcomes.push(...(await placeDueOccurrences(deps.db, schedule, rules, now)));
    } catch (error) {
      deps.logger?.error({ err: describeError(error), schedule_id: schedule.id }, 'pickup schedule round failed');
    }
  }
  for (const outcome of outcomes) {
    if (outcome.result === 'no_window' || outcome.result === 'refused') {
      deps.logger?.warn({ occurrence_date: outcome.date, outcome }, 'pickup schedule order not placed yet');
    }
  }
  return outcomes;
}

/** A paused schedule whose resume date has come is active again (once, whichever process gets there first). */
async function resumeIfDue(deps: ScheduleDeps, schedule: ScheduleRow, today: string, now: Date): Promise<boolean> {
  if (schedule.status !== 'paused' || schedule.resumeOn === null || schedule.resumeOn > today) return false;
  const context = { now, rules: pickupRulesOf(deps.config), reach: null, maker: { pickupScheduleId: schedule.id } };
  const resumed = await resumeScheduleOnItsDate(deps.db, schedule.accountId, schedule.id, today, context);
  return resumed?.status === 'active';
}

/**
 * Runs a round every `intervalMs` (real time), sandbox or not, simulator or not. Returns a stop
 * function that waits for the round in flight. Nothing is held between rounds, so a process
 * killed mid-round leaves no claim behind: the next round (here or elsewhere) decides again.
 */
export function startScheduleWorker(deps: ScheduleDeps, intervalMs: number): () => Promise<void> {
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const running = (async () => {
    while (!stopped) {
      try {
        await runScheduleRound(deps);
      } catch (error) {
        deps.logger?.error({ err: describeError(error) }, 'pickup schedule round failed');
      }
      if (!stopped) await pause();
    }
  })();
  return async () => {
    stopped = true;
    wake?.();
    await running;
  };
}
