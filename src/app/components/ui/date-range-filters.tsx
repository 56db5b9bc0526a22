import { isReversedRange } from '#app/lib/format/date-range';
import { DateFilter } from './date-filter';
import { DATE_RANGE_MESSAGE_ID } from './date-range-message';

interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

interface DateRangeFiltersProps extends DateRange {
  fromLabel: string;
  toLabel: string;
  onChange: (patch: DateRange) => void;
}

/** An inclusive from/to pair kept in order by the browser's pickers; both are marked invalid while reversed. */
export function DateRangeFilters({ from, to, fromLabel, toLabel, onChange }: DateRangeFiltersProps) {
  const describedBy = isReversedRange({ from, to }) ? DATE_RANGE_MESSAGE_ID : undefined;
  return (
    <>
      <DateFilter
        label={fromLabel}
        value={from}
        onChange={(next) => onChange({ from: next })}
        max={to}
        describedBy={describedBy}
      />
      <DateFilter label={toLabel} value={to} onChange={(next) => onChange({ to: next })} min={from} describedBy={describedBy} />
    </>
  );
}
