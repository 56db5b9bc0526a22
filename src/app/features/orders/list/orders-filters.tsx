import { getRouteApi } from '@tanstack/react-router';
import { SelectFilter } from '#app/components/ui/select-filter';
import { ORDER_STATUS_OPTIONS } from '#app/features/orders/order-status';
import { DateRangeFilters } from '#app/components/ui/date-range-filters';
import { DateRangeMessage } from '#app/components/ui/date-range-message';
import type { OrdersSearch } from './orders-search';

export const ORDERS_DESCRIPTION = 'Pickup, sharpening and delivery round trips for your parts.';

const route = getRouteApi('/_portal/orders/');

/** The list filters, bound to the URL; shared by the screen and its loading and failed states. */
export function OrdersFilters() {
  const { status, from, to } = route.useSearch();
  const navigate = route.useNavigate();
  // Replace, not push: changing a filter is not a step back-navigation should retrace.
  const set = (patch: Partial<OrdersSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
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
        <DateRangeFilters from={from} to={to} fromLabel="Created from" toLabel="Created to" onChange={set} />
      </div>
      <DateRangeMessage from={from} to={to} fromLabel="Created from" toLabel="Created to" />
      <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">Creation dates are whole days in UTC, both ends included.</p>
    </div>
  );
}
