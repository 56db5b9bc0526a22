import type { PickupScheduleOccurrence, PickupScheduleSummary } from '#contract/pickup-schedule-answers';
import { formatCount, formatDate } from '#app/lib/format/format';
import type { BadgeTone } from '#app/components/ui/badge';
import { dateTimeFormat } from '#app/lib/format/intl-formatters';

type Occurrence = Omit<PickupScheduleOccurrence, 'window' | 'part_ids'> &
  Partial<Pick<PickupScheduleOccurrence, 'window' | 'part_ids'>>;

export const OCCURRENCE_TONES: Record<string, BadgeTone> = {
  scheduled: 'info',
  shifted: 'warning',
  skipped: 'muted',
  nothing_due: 'neutral',
  placed: 'success',
};

/** The day the pickup happens: the rule's date, or the open day a closed one moved it to. */
export const pickupDayOf = (occurrence: Occurrence): string => occurrence.shifted_to ?? occurrence.date;

/** What the status badge leaves unsaid: where a shift moved it and why, why it is skipped. */
export function occurrenceNote(occurrence: Occurrence): string | null {
  if (occurrence.status === 'shifted') {
    const to = occurrence.shifted_to ? ` to ${formatDate(occurrence.shifted_to)}` : '';
    return `Moved${to}${occurrence.shifted_reason ? `: ${occurrence.shifted_reason}` : ''}.`;
  }
  if (occurrence.status === 'skipped') return occurrence.skipped_reason ?? 'Skipped on request.';
  if (occurrence.status === 'nothing_due') return 'No part was due: no order.';
  return null;
}

/** An occurrence that can still be skipped: not yet placed or decided. */
export const canSkip = (occurrence: Occurrence) => occurrence.status === 'scheduled' || occurrence.status === 'shifted';

/** A skip a person asked for (a paused schedule's dates are skipped too, and are not undone one by one). */
export const canUnskip = (occurrence: Occurrence, skippedDates: readonly string[] | undefined) =>
  occurrence.status === 'skipped' && (skippedDates === undefined || skippedDates.includes(occurrence.date));

/** "3 parts", "No part due now". */
export function partsText(partIds: readonly string[]): string {
  if (partIds.length === 0) return 'No part due now';
  return partIds.length === 1 ? '1 part' : `${formatCount(partIds.length)} parts`;
}

/** What a schedule takes, in words: "parts due (worn 70 % or 90 days since service)" or "a fixed list of 4 parts". */
export function scheduleTakesText(parts: PickupScheduleSummary['parts']): string {
  if (parts.rule === 'due') {
    return `the parts due (worn ${parts.wear_at_least} % or ${formatCount(parts.days_since_service_at_least)} days since service)`;
  }
  return parts.part_ids.length === 1 ? 'its 1 listed part' : `its ${formatCount(parts.part_ids.length)} listed parts`;
}

export interface UpcomingPickup {
  schedule: PickupScheduleSummary;
  occurrence: PickupScheduleSummary['next_occurrences'][number];
}

/** Each active schedule's next pickup (not skipped, not without parts), soonest first. */
export function upcomingPickups(schedules: readonly PickupScheduleSummary[], limit: number): UpcomingPickup[] {
  return schedules
    .filter((schedule) => schedule.status === 'active')
    .flatMap((schedule) => {
      const occurrence = schedule.next_occurrences.find((o) => o.status !== 'skipped' && o.status !== 'nothing_due');
      return occurrence ? [{ schedule, occurrence }] : [];
    })
    .sort(
      (a, b) => pickupDayOf(a.occurrence).localeCompare(pickupDayOf(b.occurrence)) || a.schedule.id.localeCompare(b.schedule.id),
    )
    .slice(0, limit);
}

/** "Tue, 1 Dec": a calendar date with its weekday, the same day everywhere. */
export function formatPickupDay(date: string, locale?: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
