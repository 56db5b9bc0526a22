import { useState } from 'react';
import type { Site } from '#contract/sites';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { TableSkeleton } from '#app/components/ui/table-skeleton';
import { useHasScope } from '#app/features/session/session-scopes';
import { useCreateSchedule } from './api/pickup-schedule-mutations';
import { usePickupSchedules } from './api/pickup-schedules-query';
import { ScheduleDetails } from './schedule-details';
import { ScheduleForm } from './schedule-form';
import { newScheduleForm } from './schedule-form-values';
import type { ScheduleDraft } from './schedule-draft';

interface SiteSchedulesDialogProps {
  /** The active sites: the one opened, or the ones a new schedule may be for. */
  sites: readonly Site[];
  /** The site whose schedules are shown; absent with a draft that names none (the form asks). */
  siteId?: string | undefined;
  /** Opened from the new-order form: the form at once, filled in with its site and parts. */
  draft?: ScheduleDraft | undefined;
  onClose: () => void;
}

/** A site's pickup schedules, each with its next six pickups, and the form that makes one. */
export function SiteSchedulesDialog({ sites, siteId: openedFor, draft, onClose }: SiteSchedulesDialogProps) {
  const [siteId, setSiteId] = useState(openedFor ?? draft?.site_id);
  const site = sites.find((candidate) => candidate.id === siteId);
  const [making, setMaking] = useState(draft !== undefined);
  const [initial] = useState(() =>
    newScheduleForm({ site_id: siteId ?? (sites.length === 1 ? sites[0]!.id : undefined), part_ids: draft?.part_ids }),
  );
  const canChange = useHasScope('orders:write');
  const schedules = usePickupSchedules(site?.id);
  const create = useCreateSchedule(() => setMaking(false));
  const title = site ? `Pickup schedule · ${site.name}` : 'Make a pickup schedule';
  const list = site ? (schedules.data ?? []) : [];

  return (
    <Dialog title={title} onClose={onClose} busy={create.isPending}>
      <div className="flex flex-col gap-4">
        {making && canChange ? (
          <ScheduleForm
            initial={initial}
            sites={site && !draft ? [site] : sites}
            submit={(body) => {
              setSiteId(body.site_id);
              create.submit(body);
            }}
            isPending={create.isPending}
            error={create.error}
            onCancel={() => (list.length > 0 || !draft ? setMaking(false) : onClose())}
          />
        ) : null}
        {site && !making ? (
          schedules.isPending ? (
            <TableSkeleton rows={6} columns={3} label="Loading the schedules" />
          ) : schedules.error ? (
            <ErrorPanel error={schedules.error} onRetry={() => void schedules.refetch()} />
          ) : (
            <>
              {list.length === 0 ? (
                <p className="text-sm">
                  {site.name} has no pickup schedule: each pickup is ordered by hand. A schedule orders them by itself, with the
                  parts due each time.
                </p>
              ) : (
                list.map((schedule) => (
                  <ScheduleDetails key={schedule.id} summary={schedule} timeZone={site.time_zone} canChange={canChange} />
                ))
              )}
              <div className="flex flex-wrap justify-end gap-2">
                {canChange ? (
                  <Button variant={list.length === 0 ? 'primary' : 'secondary'} onClick={() => setMaking(true)}>
                    {list.length === 0 ? 'Make a schedule' : 'Add another schedule'}
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={onClose}>
                  Close
                </Button>
              </div>
            </>
          )
        ) : null}
      </div>
    </Dialog>
  );
}
