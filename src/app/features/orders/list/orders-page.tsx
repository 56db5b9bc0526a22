import { Link } from '@tanstack/react-router';
import { ListScreen } from '#app/components/list-screen/list-screen';
import { buttonClass } from '#app/components/ui/button';
import { isReversedRange, useLastGoodFilters } from '#app/lib/format/date-range';
import { useSession } from '#app/features/session/session-query';
import { useHasScope } from '#app/features/session/session-scopes';
import { useOrdersList } from '#app/features/orders/api/orders-list-query';
import { orderColumns } from './orders-columns';
import { ORDERS_SCREEN } from './orders-list-screen';
import type { OrdersSearch } from './orders-search';
import { PickupRangeNote } from './pickup-range-note';

export function OrdersPage({ filters: asked }: { filters: OrdersSearch }) {
  const filters = useLastGoodFilters(asked);
  const session = useSession();
  const canOrder = useHasScope('orders:write');
  const list = useOrdersList(filters);
  return (
    <ListScreen
      screen={ORDERS_SCREEN}
      actions={
        canOrder ? (
          <Link to="/orders/new" className={buttonClass('primary')}>
            New order
          </Link>
        ) : (
          <p className="max-w-xs text-sm text-slate-700 dark:text-slate-300">
            Placing orders needs the “orders:write” scope; your access is read-only.
          </p>
        )
      }
      notes={<PickupRangeNote filters={filters} />}
      list={list}
      columns={orderColumns(session.account.currency)}
      minWidth="64rem"
      filters={filters}
      keptDates={isReversedRange(asked)}
      empty={{
        text: 'Orders you place for your parts will appear here.',
        clearFilters: <Link to="/orders">Show all orders</Link>,
      }}
    />
  );
}
