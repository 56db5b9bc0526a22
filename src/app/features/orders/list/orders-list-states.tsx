import { listScreenStates } from '#app/features/shell/list-screen-states';
import { OrdersFilters, ORDERS_DESCRIPTION } from './orders-filters';

export const { Pending: OrdersPendingPage, Failed: OrdersFailedPage } = listScreenStates({
  title: 'Orders',
  description: ORDERS_DESCRIPTION,
  Filters: OrdersFilters,
  columns: 6,
  loadingLabel: 'Loading orders',
});
