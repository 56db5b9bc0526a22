import type { ReactNode } from 'react';
import { StatusDateFilters } from '#app/components/list-screen/status-date-filters';
import { useSearchFilters } from '#app/components/list-screen/use-search-filters';
import { ORDER_STATUS_OPTIONS } from '#app/features/orders/order-status';

export function OrdersFilters({ actions }: { actions?: ReactNode }) {
  const [search, set] = useSearchFilters('/_portal/orders/');
  return (
    <StatusDateFilters
      search={search}
      onChange={set}
      statusOptions={ORDER_STATUS_OPTIONS}
      fromLabel="Created from"
      toLabel="Created to"
      actions={actions}
      note={
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          Creation dates are whole days in UTC, both ends included.
        </p>
      }
    />
  );
}
