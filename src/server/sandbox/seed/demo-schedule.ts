import { WEAR_DUE_LEVEL } from '#contract/wear';
import type { Db } from '#server/db/client';
import { createSchedule } from '#server/domain/pickup-schedules/schedule-commands';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import type { ScheduleInput } from '#server/domain/pickup-schedules/schedule-commands';

/**
 * Midtown's standing pickup: every Tuesday (its Wednesday is its day off, so the knives are back
 * before the weekend rush), the earliest window, ordered three days ahead, taking whatever is due
 * by wear or by three months since its last service. The schedule worker places its orders as the
 * sandbox clock reaches each one's lead time, so the demo shows scheduled orders made by themselves.
 */
export const DEMO_SCHEDULE = {
  rule: 'FREQ=WEEKLY;BYDAY=TU',
  window_preference: { kind: 'earliest' },
  lead_days: 3,
  parts: { rule: 'due', wear_at_least: WEAR_DUE_LEVEL, days_since_service_at_least: 90 },
  instructions: 'Scheduled round: the knives due this week. Ring at the service entrance on 44th.',
  status: 'active',
  resume_on: null,
} as const satisfies Omit<ScheduleInput, 'site_id'>;

/** Made through the API's own command, so the seed's schedule passes every check a client's would. */
export async function seedDemoSchedule(
  db: Db,
  accountId: string,
  siteId: string,
  now: Date,
  rules: PickupRules,
): Promise<string> {
  const schedule = await createSchedule(
    db,
    accountId,
    {
      ...DEMO_SCHEDULE,
      site_id: siteId,
      window_preference: { ...DEMO_SCHEDULE.window_preference },
      parts: { ...DEMO_SCHEDULE.parts },
    },
    { now, rules, reach: null },
  );
  return schedule.id;
}
