import { useId } from 'react';
import type { OfferedWindow } from '#app/features/orders/api/pickup-windows-query';
import { isCurrentWindow } from './own-seat';
import { dayLabel, windowStatus, windowTimes } from './pickup-window-days';

interface PickupWindowRadiosProps {
  id: string;
  day: string;
  windows: readonly OfferedWindow[];
  chosen: { start: string; end: string } | null;
  onChoose: (window: OfferedWindow) => void;
  timeZone: string;
  /** Set when it differs from the user's: each window also shows the service's own clock. */
  serviceZone: string | null;
  describedBy: string;
  /** When rescheduling: the order's own window, marked as such. */
  current: { start: string; end: string } | null;
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** A day's offered windows as one radio group; full and too-soon windows stay visible, disabled, with the reason (a chosen one too, once it filled up). */
export function PickupWindowRadios({
  id,
  day,
  windows,
  chosen,
  onChoose,
  timeZone,
  serviceZone,
  describedBy,
  current,
}: PickupWindowRadiosProps) {
  const name = useId();
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">Windows on {dayLabel(day)}</legend>
      {windows.length === 0 ? <p className="text-sm text-slate-700 dark:text-slate-300">No windows this day.</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {windows.map((window) => {
          const checked = chosen !== null && sameInstant(chosen.start, window.start) && sameInstant(chosen.end, window.end);
          return (
            <label
              key={window.start}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 dark:border-slate-600 dark:has-[:checked]:border-sky-300 dark:has-[:checked]:bg-slate-800 dark:has-[:disabled]:bg-slate-900"
            >
              <input
                type="radio"
                name={name}
                value={window.start}
                checked={checked}
                disabled={!window.available}
                onChange={() => onChoose(window)}
                className="h-4 w-4 accent-blue-700 dark:accent-sky-300"
              />
              <span className="flex flex-col">
                <span className="font-medium tabular-nums">{windowTimes(window, timeZone)}</span>{' '}
                {serviceZone ? (
                  <span className="text-xs text-slate-700 dark:text-slate-300">
                    {windowTimes(window, serviceZone)} service time
                  </span>
                ) : null}{' '}
                <span
                  className={
                    window.available ? 'text-green-800 dark:text-green-300' : 'font-medium text-slate-800 dark:text-slate-200'
                  }
                >
                  {isCurrentWindow(window, current) ? 'your current window' : windowStatus(window)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
