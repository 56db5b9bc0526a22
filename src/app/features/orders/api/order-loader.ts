import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Order } from '#contract/orders';
import { isApiError } from '#app/lib/http/api-error';
import { orderQueryOptions } from './order-query';
import { orderTimelineQueryOptions } from './order-timeline-query';

/** Fills the cache for the order screen; an unknown id (404) is the route's not-found, not an error. */
export async function loadOrder(queryClient: QueryClient, orderId: string): Promise<Order> {
  try {
    const [order] = await Promise.all([
      queryClient.query(orderQueryOptions(orderId)),
      queryClient.query(orderTimelineQueryOptions(orderId)),
    ]);
    return order;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
