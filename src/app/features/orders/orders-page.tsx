import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { SelectFilter } from '../../components/ui/select-filter';
import { TableSkeleton } from '../../components/ui/skeleton';
import { useSession } from '../session/session-query';
import { ORDER_STATUS_OPTIONS } from './order-status';
import { useOrdersList } from './orders-list-query';
import type { OrdersSearch } from './orders-search';
import { OrdersTable } from './orders-table';

const DESCRIPTION = 'Pickup, sharpening and delivery round trips for your parts.';

function OrdersFilters() {
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      <SelectFilter name="status" label="Status" options={ORDER_STATUS_OPTIONS} allLabel="All statuses" />
    </div>
  );
}

export function OrdersPage({ filters }: { filters: OrdersSearch }) {
  const session = useSession();
  const list = useOrdersList(filters);
  return (
    <>
      <PageHeader title="Orders" description={DESCRIPTION} />
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

export function OrdersPendingPage() {
  return (
    <>
      <PageHeader title="Orders" description={DESCRIPTION} />
      <OrdersFilters />
      <TableSkeleton columns={6} label="Loading orders" />
    </>
  );
}
