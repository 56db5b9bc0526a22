import type { ListScreenDefinition } from '#app/components/list-screen/list-screen-frame';
import { listScreenStates } from '#app/features/shell/list-screen-states';
import { OrdersFilters } from './orders-filters';

export const ORDERS_SCREEN: ListScreenDefinition = {
  title: 'Orders',
  description: 'Pickup, sharpening and delivery round trips for your parts.',
  noun: ['order', 'orders'],
  Filters: OrdersFilters,
  skeletonColumns: 6,
};

export const { Pending: OrdersPendingPage, Failed: OrdersFailedPage } = listScreenStates(ORDERS_SCREEN);
