import { isReversedRange } from '#app/lib/format/date-range';

export const DATE_RANGE_MESSAGE_ID = 'date-range-message';

interface DateRangeMessageProps {
  from?: string;
  to?: string;
  fromLabel: string;
  toLabel: string;
}

/**
 * Next to the date filters, while the range is reversed: what is wrong, and which dates the list
 * below still uses (its empty state says the same: see ListScreen's `keptDates`), without
 * claiming that it matched anything.
 */
export function DateRangeMessage({ from, to, fromLabel, toLabel }: DateRangeMessageProps) {
  if (!isReversedRange({ from, to })) return null;
  return (
    <p id={DATE_RANGE_MESSAGE_ID} role="alert" className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
      “{fromLabel}” is after “{toLabel}”. Choose a start on or before the end; until then, the list below keeps the dates you had
      before.
    </p>
  );
}
