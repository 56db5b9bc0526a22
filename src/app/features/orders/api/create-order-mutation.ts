import { useQueryClient } from '@tanstack/react-query';
import { orderResponseSchema, type Order, type OrderCreate } from '#contract/orders';
import { apiRequest } from '#app/lib/http/http-client';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { ordersKeys } from './orders-list-query';
import { resourceKeys } from '#app/lib/http/resource-keys';

export function createOrder(values: OrderCreate, idempotencyKey: string): Promise<Order> {
  return apiRequest({ method: 'POST', path: '/v1/orders', body: values, schema: orderResponseSchema, idempotencyKey }).then(
    (r) => r.data,
  );
}

/** One Idempotency-Key per submitted form, reused on its retries: a double click or a retry creates one order. */
export function useCreateOrder(onCreated: (order: Order) => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      // Not awaited: the new order's screen should not wait for the lists to refetch.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.parts });
      onCreated(order);
    },
  });
}
