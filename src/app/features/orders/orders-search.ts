import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../../../contract/orders';
import { optionalEnum } from '../../lib/search-params';

export const ordersSearchSchema = z.object({
  status: optionalEnum(ORDER_STATUSES),
});
export type OrdersSearch = z.output<typeof ordersSearchSchema>;
