import * as z from 'zod/mini';
import { ORDER_LIST_STATUSES } from '#contract/order-vocabulary';
import { optionalDate, optionalEnum, optionalTimestamp } from '#app/lib/routing/search-params';

export const ordersSearchSchema = z.object({
  status: optionalEnum(ORDER_LIST_STATUSES),
  from: optionalDate,
  to: optionalDate,
  /** The pickups in a range (a v1 extension; the Overview links here): both or neither. */
  pickup_from: optionalTimestamp,
  pickup_to: optionalTimestamp,
});
/** The list's own filters and the site the portal is scoped to (the header's switcher). */
export type OrdersSearch = z.output<typeof ordersSearchSchema> & { site?: string };
