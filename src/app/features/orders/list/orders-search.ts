import * as z from 'zod/mini';
import { ORDER_LIST_STATUSES } from '#contract/orders';
import { optionalEnum } from '#app/lib/routing/search-params';

/** YYYY-MM-DD that is a real calendar day; anything else drops the filter. */
const optionalDay = z.catch(z.optional(z.iso.date()), undefined);

export const ordersSearchSchema = z.object({
  status: optionalEnum(ORDER_LIST_STATUSES),
  from: optionalDay,
  to: optionalDay,
});
export type OrdersSearch = z.output<typeof ordersSearchSchema>;
