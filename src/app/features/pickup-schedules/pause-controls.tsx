import { useState } from 'react';
import type { PickupSchedule } from '#contract/pickup-schedule-answers';
import { Button } from '#app/components/ui/button';
import { Input } from '#app/components/ui/field';
import { formatDate } from '#app/lib/format/format';
import type { ScheduleAction } from './api/pickup-schedule-mutations';

interface PauseControlsProps {
  schedule: PickupSchedule;
  onAction: (action: ScheduleAction) => void;
  onDelete: () => void;
  busy: boolean;
}

/** Pause until a date (or until resumed), resume, delete. */
export function PauseControls({ schedule, onAction, onDelete, busy }: PauseControlsProps) {
  const [until, setUntil] = useState('');
  const [confirming, setConfirming] = useState(false);
  const paused = schedule.status === 'paused';
  return (
    <div className="flex flex-wrap items-end gap-3">
      {paused ? (
        <Button variant="secondary" disabled={busy} onClick={() => onAction({ kind: 'resume' })}>
          Resume
        </Button>
      ) : (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Pause until
            <Input type="date" value={until} onChange={(event) => setUntil(event.target.value)} className="w-44 px-2" />
          </label>
          <Button variant="secondary" disabled={busy} onClick={() => onAction({ kind: 'pause', resume_on: until || null })}>
            {until ? `Pause until ${formatDate(until)}` : 'Pause until resumed'}
          </Button>
        </>
      )}
      {confirming ? (
        <span className="flex flex-wrap items-center gap-2 text-sm">
          Delete it, and its next pickups with it?
          <Button variant="secondary" disabled={busy} onClick={onDelete}>
            Yes, delete
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </span>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
          Delete schedule
        </Button>
      )}
    </div>
  );
}
