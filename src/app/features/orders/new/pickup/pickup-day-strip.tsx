import { useId } from 'react';
import { dayLabel, dayStatus, type PickupDay } from './pickup-window-days';

interface PickupDayStripProps {
  id: string;
  days: readonly PickupDay[];
  selected: string;
  onSelect: (day: string) => void;
}

/**
 * The days of the range as one radio group (one tab stop, arrow keys move). Each says in words, inside
 * its label (so in its accessible name), how many windows are free or why none is: a day without
 * windows is disabled; a full or too-soon day stays choosable to show its windows and their reasons.
 */
export function PickupDayStrip({ id, days, selected, onSelect }: PickupDayStripProps) {
  const name = useId();
  return (
    <fieldset id={id} tabIndex={-1}>
      <legend className="mb-2 text-sm font-medium">Day</legend>
      <div className="flex gap-2 overflow-x-auto pb-2">
        {days.map((day) => (
          <label
            key={day.day}
            className="flex min-w-28 shrink-0 cursor-pointer flex-col gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 dark:border-slate-600 dark:has-[:checked]:border-sky-300 dark:has-[:checked]:bg-slate-800 dark:has-[:disabled]:bg-slate-900"
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name={name}
                value={day.day}
                checked={selected === day.day}
                disabled={day.windows.length === 0}
                onChange={() => onSelect(day.day)}
                className="h-4 w-4 accent-blue-700 dark:accent-sky-300"
              />
              {dayLabel(day.day)}
            </span>{' '}
            <span className={day.free > 0 ? 'text-green-800 dark:text-green-300' : 'text-slate-700 dark:text-slate-300'}>
              {dayStatus(day)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
