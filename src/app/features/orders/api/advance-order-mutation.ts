import { useQueryClient } from '@tanstack/react-query';
import { orderResponseSchema, type Order } from '#contract/orders';
import { apiRequest } from '#app/lib/http/http-client';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { ordersKeys } from './orders-list-query';
import { resourceKeys } from '#app/lib/http/resource-keys';

/** The status being advanced from is part of the values, so each step gets its own Idempotency-Key. */
interface AdvanceValues {
  orderId: string;
  from: string;
}

function advanceOrder({ orderId }: AdvanceValues, idempotencyKey: string): Promise<Order> {
  return apiRequest({
    method: 'POST',
    path: `/sandbox/orders/${encodeURIComponent(orderId)}/advance`,
    schema: orderResponseSchema,
    idempotencyKey,
  }).then((r) => r.data);
}

/** Sandbox only: moves the order one step; the parts and invoices it touches are refreshed too. */
export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useSubmission({
    send: advanceOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      queryClient.setQueryData(ordersKeys.timeline(order.id), order.timeline);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.parts }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.invoices }),
      ]);
    },
  });
}
