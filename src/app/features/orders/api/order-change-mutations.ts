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

function changeOrder({ orderId, changes }: { orderId: string; changes: OrderUpdate }): Promise<Order> {
  return apiRequest({
    method: 'PATCH',
    path: `/v1/orders/${encodeURIComponent(orderId)}`,
    body: changes,
    schema: orderResponseSchema,
  }).then((r) => r.data);
}

/**
 * The changed order replaces the cached one; lists, parts (freed by a cancel) and the pickup
 * windows (a seat moved or was given back) refetch, so the picker never shows the old seat count.
 */
function useApplyChangedOrder() {
  const queryClient = useQueryClient();
  return async (order: Order) => {
    queryClient.setQueryData(ordersKeys.detail(order.id), order);
    queryClient.setQueryData(ordersKeys.timeline(order.id), order.timeline);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.parts }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.pickupWindows }),
    ]);
  };
}

export function useCancelOrder() {
  return useSubmission({ send: cancelOrder, onSuccess: useApplyChangedOrder() });
}

/** A PATCH sets what it names (a window, a purchase order), so sending it twice is harmless: no Idempotency-Key needed. */
export function useChangeOrder(onDone: () => void) {
  const apply = useApplyChangedOrder();
  return useSubmission({
    send: changeOrder,
    onSuccess: async (order) => {
      await apply(order);
      onDone();
    },
  });
}
