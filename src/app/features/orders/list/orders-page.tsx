import { Link } from '@tanstack/react-router';
import { buttonClass } from '#app/components/ui/button';
import { EmptyState } from '#app/components/ui/empty-state';
import { PageHeader } from '#app/components/ui/page-header';
import { useLastGoodFilters } from '#app/lib/format/date-range';
import { useSession } from '#app/features/session/session-query';
import { useHasScope } from '#app/features/session/session-scopes';
import { ORDERS_DESCRIPTION, OrdersFilters } from './orders-filters';
import { useOrdersList } from '#app/features/orders/api/orders-list-query';
import type { OrdersSearch } from './orders-search';
import { OrdersTable } from './orders-table';

export function OrdersPage({ filters: asked }: { filters: OrdersSearch }) {
  const filters = useLastGoodFilters(asked);
  const session = useSession();
  const canOrder = useHasScope('orders:write');
  const list = useOrdersList(filters);
  const filtered = filters.status !== undefined || filters.from !== undefined || filters.to !== undefined;
  return (
    <>
      <PageHeader
        title="Orders"
        description={ORDERS_DESCRIPTION}
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
      />
      <OrdersFilters />
      <OrdersTable
        list={list}
        currency={session.account.currency}
        empty={
          <EmptyState title={filtered ? 'No orders match these filters' : 'No orders yet'}>
            {filtered ? <Link to="/orders">Show all orders</Link> : 'Orders you place for your parts will appear here.'}
          </EmptyState>
        }
      />
    </>
  );
}
