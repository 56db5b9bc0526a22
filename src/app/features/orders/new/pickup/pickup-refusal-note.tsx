import { Button } from '#app/components/ui/button';
import type { PickupRefusal } from './pickup-refusal';
import { dayLabel, windowTimes } from './pickup-window-days';
import { utcToZonedTime } from '#contract/zoned-time';

interface PickupRefusalNoteProps {
  refusal: PickupRefusal;
  timeZone: string;
  onChoose: (window: { start: string; end: string }) => void;
}

/** The server's reason beside the picker, and its nearest window as a one-click choice. */
export function PickupRefusalNote({ refusal, timeZone, onChoose }: PickupRefusalNoteProps) {
  const nearest = refusal.nearest;
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-medium">{refusal.message}</p>
      {nearest ? (
        <Button variant="secondary" className="mt-2" onClick={() => onChoose(nearest)}>
          Choose {dayLabel(utcToZonedTime(new Date(nearest.start), timeZone).day)} {windowTimes(nearest, timeZone)} instead
        </Button>
      ) : (
        <p className="mt-1">No other window is free right now; choose another day.</p>
      )}
    </div>
  );
}
