import { getRouteApi } from '@tanstack/react-router';
import { SelectFilter } from '../../../components/ui/select-filter';
import { ORDER_STATUS_OPTIONS } from '../order-status';
import { DateFilter } from '../../../components/ui/date-filter';
import { DATE_RANGE_MESSAGE_ID, DateRangeMessage } from '../../../components/ui/date-range-message';
import { isReversedRange } from '../../../lib/date-range';
import type { OrdersSearch } from './orders-search';

export const ORDERS_DESCRIPTION = 'Pickup, sharpening and delivery round trips for your parts.';

const route = getRouteApi('/_portal/orders/');

/** The list filters, bound to the URL; shared by the screen and its loading and failed states. */
export function OrdersFilters() {
  const { status, from, to } = route.useSearch();
  const navigate = route.useNavigate();
  // Replace, not push: changing a filter is not a step back-navigation should retrace.
  const set = (patch: Partial<OrdersSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const reversed = isReversedRange({ from, to });
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectFilter
          label="Status"
          options={ORDER_STATUS_OPTIONS}
          allLabel="All statuses"
          value={status}
          onChange={(next) => set({ status: next })}
        />
        <DateFilter
          label="Created from"
          value={from}
          onChange={(next) => set({ from: next })}
          max={to}
          describedBy={reversed ? DATE_RANGE_MESSAGE_ID : undefined}
        />
        <DateFilter
          label="Created to"
          value={to}
          onChange={(next) => set({ to: next })}
          min={from}
          describedBy={reversed ? DATE_RANGE_MESSAGE_ID : undefined}
        />
      </div>
      <DateRangeMessage from={from} to={to} fromLabel="Created from" toLabel="Created to" />
      <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">Creation dates are whole days in UTC, both ends included.</p>
    </div>
  );
}
