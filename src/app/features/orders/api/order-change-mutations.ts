import { useQueryClient } from '@tanstack/react-query';
import { orderResponseSchema, type Order, type OrderUpdate } from '#contract/orders';
import { apiRequest } from '#app/lib/http/http-client';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { ordersKeys } from './orders-list-query';
import { resourceKeys } from '#app/lib/http/resource-keys';

function cancelOrder({ orderId }: { orderId: string }, idempotencyKey: string): Promise<Order> {
  return apiRequest({
    method: 'POST',
    path: `/v1/orders/${encodeURIComponent(orderId)}/cancel`,
    schema: orderResponseSchema,
    idempotencyKey,
  }).then((r) => r.data);
}

function rescheduleOrder({ orderId, window }: { orderId: string; window: OrderUpdate }): Promise<Order> {
  return apiRequest({
    method: 'PATCH',
    path: `/v1/orders/${encodeURIComponent(orderId)}`,
    body: window,
    schema: orderResponseSchema,
  }).then((r) => r.data);
}

/** The changed order replaces the cached one; lists and parts (freed by a cancel) refetch. */
function useApplyChangedOrder() {
  const queryClient = useQueryClient();
  return async (order: Order) => {
    queryClient.setQueryData(ordersKeys.detail(order.id), order);
    queryClient.setQueryData(ordersKeys.timeline(order.id), order.timeline);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.parts }),
    ]);
  };
}

export function useCancelOrder() {
  return useSubmission({ send: cancelOrder, onSuccess: useApplyChangedOrder() });
}

/** A PATCH sets the window it names, so sending it twice is harmless: no Idempotency-Key needed. */
export function useRescheduleOrder(onDone: () => void) {
  const apply = useApplyChangedOrder();
  return useSubmission({
    send: rescheduleOrder,
    onSuccess: async (order) => {
      await apply(order);
      onDone();
    },
  });
}
