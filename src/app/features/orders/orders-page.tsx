import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../session/session-query';
import { ORDERS_DESCRIPTION, OrdersFilters } from './orders-filters';
import { useOrdersList } from './orders-list-query';
import type { OrdersSearch } from './orders-search';
import { OrdersTable } from './orders-table';

export function OrdersPage({ filters }: { filters: OrdersSearch }) {
  const session = useSession();
  const list = useOrdersList(filters);
  return (
    <>
      <PageHeader title="Orders" description={ORDERS_DESCRIPTION} />
      <OrdersFilters />
      <OrdersTable
        list={list}
        currency={session.account.currency}
        empty={
          <EmptyState title={filters.status ? 'No orders with this status' : 'No orders yet'}>
            {filters.status ? <Link to="/orders">Show all orders</Link> : 'Orders you place for your parts will appear here.'}
          </EmptyState>
        }
      />
    </>
  );
}
