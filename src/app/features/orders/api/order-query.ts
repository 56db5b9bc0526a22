import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderResponseSchema, type Order } from '#contract/orders';
import { apiRequest } from '#app/lib/http/http-client';
import { ordersKeys } from './orders-list-query';

export async function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiRequest({ path: `/v1/orders/${encodeURIComponent(id)}`, schema: orderResponseSchema, signal });
  return data;
}

export function orderQueryOptions(id: string) {
  return queryOptions({ queryKey: ordersKeys.detail(id), queryFn: ({ signal }) => fetchOrder(id, signal) });
}

export function useOrder(id: string): Order {
  return useSuspenseQuery(orderQueryOptions(id)).data;
}
