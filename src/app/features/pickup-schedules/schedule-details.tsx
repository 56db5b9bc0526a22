import { useQuery } from '@tanstack/react-query';
import type { PickupScheduleSummary } from '#contract/pickup-schedule-answers';
import { Badge } from '#app/components/ui/badge';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { TableSkeleton } from '#app/components/ui/table-skeleton';
import { formatDate } from '#app/lib/format/format';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useDeleteSchedule, useScheduleAction, useUpdateSchedule } from './api/pickup-schedule-mutations';
import { pickupScheduleQueryOptions } from './api/pickup-schedules-query';
import { OccurrenceTable } from './occurrence-table';
import { scheduleTakesText } from './occurrence-text';
import { PauseControls } from './pause-controls';
import { describeRuleText } from './rule-choices';
import { ScheduleForm } from './schedule-form';
import { scheduleFormOf } from './schedule-form-values';

const STATUS_TONES = { active: 'success', paused: 'warning' } as const;

interface ScheduleDetailsProps {
  summary: PickupScheduleSummary;
  timeZone: string;
  canChange: boolean;
}

function windowText(preference: PickupScheduleSummary['window_preference']): string {
  return preference.kind === 'range' ? `a window between ${preference.start} and ${preference.end}` : 'the earliest window';
}

/** One schedule: what it does, its next six pickups (read in full: windows and parts), and its controls. */
export function ScheduleDetails({ summary, timeZone, canChange }: ScheduleDetailsProps) {
  const full = useQuery(pickupScheduleQueryOptions(summary.id));
  const action = useScheduleAction(summary.id);
  const remove = useDeleteSchedule(summary.id, () => undefined);
  const [editing, setEditing] = useState(false);
  const update = useUpdateSchedule(summary.id, () => setEditing(false));
  const busy = action.isPending || remove.isPending;
  const title = describeRuleText(summary.rule);
  return (
    <section
      aria-label={`Schedule: ${title}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
        {title} <Badge value={summary.status} tones={STATUS_TONES} />
      </h3>
      <p className="text-sm">
        {windowText(summary.window_preference)}, ordered {summary.lead_days} {summary.lead_days === 1 ? 'day' : 'days'} ahead,
        taking {scheduleTakesText(summary.parts)}. Times in the site’s zone, {timeZone.replaceAll('_', ' ')}.
        {summary.status === 'paused'
          ? summary.resume_on
            ? ` Paused until ${formatDate(summary.resume_on)}.`
            : ' Paused until resumed.'
          : ''}
      </p>
      {summary.instructions ? <p className="text-sm">Instructions: {summary.instructions}</p> : null}
      {editing && full.data ? (
        <ScheduleForm
          initial={scheduleFormOf(full.data)}
          sites={[{ id: summary.site_id, name: '' }]}
          submit={update.submit}
          isPending={update.isPending}
          error={update.error}
          onCancel={() => setEditing(false)}
          labels={['Save changes', 'Saving…']}
        />
      ) : full.data ? (
        <OccurrenceTable schedule={full.data} timeZone={timeZone} onAction={canChange ? action.submit : undefined} busy={busy} />
      ) : full.error ? (
        <ErrorPanel error={full.error} onRetry={() => void full.refetch()} />
      ) : (
        <TableSkeleton rows={6} columns={3} label="Loading the next pickups" />
      )}
      {action.error ? <ErrorPanel error={action.error} /> : null}
      {remove.error ? <ErrorPanel error={remove.error} /> : null}
      {canChange && full.data && !editing ? (
        <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
          Change schedule
        </Button>
      ) : null}
      {canChange && full.data && !editing ? (
        <PauseControls schedule={full.data} onAction={action.submit} onDelete={() => remove.submit(undefined)} busy={busy} />
      ) : null}
    </section>
  );
}
