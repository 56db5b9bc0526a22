import type { PickupSchedule } from '#contract/pickup-schedule-answers';
import { recordEvent, type EventTx } from '#server/domain/events/event-transaction';

type ScheduleChange = 'pickup_schedule.created' | 'pickup_schedule.updated' | 'pickup_schedule.deleted';

/** What a change of a schedule is told by; next_occurrences moves with the clock and the site's parts, so it is not one. */
const FIELDS = [
  'rule',
  'window_preference',
  'lead_days',
  'parts',
  'instructions',
  'status',
  'resume_on',
  'skipped_dates',
] as const;

/** A schedule change's event, the schedule as GET /v1/pickup-schedules/:id answers it right after the change. */
export function recordScheduleEvent(
  tx: EventTx,
  accountId: string,
  type: ScheduleChange,
  schedule: PickupSchedule,
  at: Date,
  previous?: Record<string, unknown>,
): void {
  recordEvent(tx, { accountId, type, object: schedule, ...(previous && { previous }), at });
}

type Compared = Pick<PickupSchedule, (typeof FIELDS)[number]>;

/**
 * The fields whose value changed, with their values before (compared by their JSON); null when none
 * did. `before` may be the list's light answer: the fields compared are the same.
 */
export function scheduleChanges(before: Compared, after: Compared): Record<string, unknown> | null {
  const changed = FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return changed.length > 0 ? Object.fromEntries(changed.map((field) => [field, before[field]])) : null;
}
