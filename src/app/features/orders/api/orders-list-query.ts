import { orderListResponseSchema, type OrderListItem } from '#contract/orders';
import { cursorListQueryOptions, type PageRequest } from '#app/components/infinite-list/cursor-list-query';
import { useCursorList } from '#app/components/infinite-list/use-cursor-list';
import { apiRequest } from '#app/lib/http/http-client';
import type { OrdersSearch } from '#app/features/orders/list/orders-search';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const ordersKeys = {
  all: resourceKeys.orders,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (filters: OrdersSearch) => [...ordersKeys.lists(), filters] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (id: string) => [...ordersKeys.details(), id] as const,
  timeline: (id: string) => [...ordersKeys.detail(id), 'timeline'] as const,
};

export function fetchOrdersPage(filters: OrdersSearch, { after, limit, signal }: PageRequest) {
  return apiRequest({
    path: '/v1/orders',
    query: {
      status: filters.status,
      from: filters.from,
      to: filters.to,
      pickup_from: filters.pickup_from,
      pickup_to: filters.pickup_to,
      site_id: filters.site,
      limit,
      after,
    },
    schema: orderListResponseSchema,
    signal,
  });
}

export function ordersListQueryOptions(filters: OrdersSearch) {
  return cursorListQueryOptions({
    queryKey: ordersKeys.list(filters),
    fetchPage: (request) => fetchOrdersPage(filters, request),
  });
}

export function useOrdersList(filters: OrdersSearch) {
  return useCursorList<OrderListItem, ReturnType<typeof ordersKeys.list>>(ordersListQueryOptions(filters));
}
