import { PageHeader } from '../../components/ui/page-header';
import { TableSkeleton } from '../../components/ui/skeleton';
import { OrdersFilters, ORDERS_DESCRIPTION } from './orders-filters';

/** Kept out of the lazily loaded screen so it can show at once while the list loads. */
export function OrdersPendingPage() {
  return (
    <>
      <PageHeader title="Orders" description={ORDERS_DESCRIPTION} />
      <OrdersFilters />
      <TableSkeleton columns={6} label="Loading orders" />
    </>
  );
}
