import { useSearch } from '@tanstack/react-router';
import { SelectFilter } from '../../../components/ui/select-filter';
import { ORDER_STATUS_OPTIONS } from '../order-status';
import { DateFilter } from '../../../components/ui/date-filter';
import { DATE_RANGE_MESSAGE_ID, DateRangeMessage } from '../../../components/ui/date-range-message';
import { isReversedRange } from '../../../lib/date-range';

export const ORDERS_DESCRIPTION = 'Pickup, sharpening and delivery round trips for your parts.';

/** The list filters, bound to the URL; shared by the screen and its loading and failed states. */
export function OrdersFilters() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const from = typeof search['from'] === 'string' ? search['from'] : undefined;
  const to = typeof search['to'] === 'string' ? search['to'] : undefined;
  const reversed = isReversedRange({ from, to });
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectFilter name="status" label="Status" options={ORDER_STATUS_OPTIONS} allLabel="All statuses" />
        <DateFilter name="from" label="Created from" max={to} describedBy={reversed ? DATE_RANGE_MESSAGE_ID : undefined} />
        <DateFilter name="to" label="Created to" min={from} describedBy={reversed ? DATE_RANGE_MESSAGE_ID : undefined} />
      </div>
      <DateRangeMessage from={from} to={to} fromLabel="Created from" toLabel="Created to" />
      <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">Creation dates are whole days in UTC, both ends included.</p>
    </div>
  );
}
