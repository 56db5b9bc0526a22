import * as z from 'zod/mini';
import { ORDER_LIST_STATUSES } from '#contract/orders';
import { optionalDate, optionalEnum } from '#app/lib/routing/search-params';

export const ordersSearchSchema = z.object({
  status: optionalEnum(ORDER_LIST_STATUSES),
  from: optionalDate,
  to: optionalDate,
});
export type OrdersSearch = z.output<typeof ordersSearchSchema>;
