import type { ListScreenDefinition } from '#app/components/list-screen/list-screen-frame';
import { listScreenStates } from '#app/features/shell/list-screen-states';
import { OrdersFilters } from './orders-filters';
import { ORDERS_HEADING } from '#contract/screen-headings';

export const ORDERS_SCREEN: ListScreenDefinition = {
  ...ORDERS_HEADING,
  noun: ['order', 'orders'],
  Filters: OrdersFilters,
  skeletonColumns: 6,
};

export const { Pending: OrdersPendingPage, Failed: OrdersFailedPage } = listScreenStates(ORDERS_SCREEN);
