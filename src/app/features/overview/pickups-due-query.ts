import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { CHANGEABLE_ORDER_STATUSES, orderListResponseSchema, type OrderListItem } from '#contract/orders';
import { LIST_PAGE_SIZE } from '#app/components/infinite-list/cursor-list-query';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { endOfNextBusinessDay } from './next-business-day';

/** How many pickups the overview lists; the rest are a link away. */
export const PICKUPS_SHOWN = 5;

export interface PickupRange {
  from: string;
  to: string;
}

/** From now (to the minute, so the loader and the screen ask the same) to the end of the next business day. */
export function pickupRangeFrom(now: Date, timeZone: string): PickupRange {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return { from: minute.toISOString(), to: endOfNextBusinessDay(minute, timeZone).toISOString() };
}

export interface PickupsDue {
  /** Pending or scheduled, soonest first. */
  orders: OrderListItem[];
  /** True when the server listed exactly the pickups in the range (the pickup-range extension). */
  exact: boolean;
  /** Without the extension: how many of the newest orders were looked at, when that is not all of them. */
  readOnly: number | null;
}

const stillToCome = (order: OrderListItem) => CHANGEABLE_ORDER_STATUSES.includes(order.status);
const soonestFirst = (a: OrderListItem, b: OrderListItem) =>
  Date.parse(a.pickup_date) - Date.parse(b.pickup_date) || a.order_number.localeCompare(b.order_number);

/**
 * The pickups in the range, asked of the server (GET /v1/orders with pickup_from/pickup_to). A
 * server without that extension answers 400: the newest orders are read instead and filtered here.
 */
export async function fetchPickupsDue(range: PickupRange, signal?: AbortSignal, site?: string): Promise<PickupsDue> {
  try {
    const { data } = await apiRequest({
      path: '/v1/orders',
      query: { pickup_from: range.from, pickup_to: range.to, limit: LIST_PAGE_SIZE, site_id: site },
      schema: orderListResponseSchema,
      signal,
    });
    return { orders: data.filter(stillToCome).sort(soonestFirst), exact: true, readOnly: null };
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
  }
  const { data, meta } = await apiRequest({
    path: '/v1/orders',
    query: { limit: LIST_PAGE_SIZE, site_id: site },
    schema: orderListResponseSchema,
    signal,
  });
  const inRange = data.filter((order) => order.pickup_date >= range.from && order.pickup_date < range.to);
  return {
    orders: inRange.filter(stillToCome).sort(soonestFirst),
    exact: false,
    readOnly: meta.total > data.length ? data.length : null,
  };
}

export function pickupsDueQueryOptions(range: PickupRange, site?: string) {
  return queryOptions({
    queryKey: [...resourceKeys.orders, 'overview', 'pickups', range, site ?? null] as const,
    queryFn: ({ signal }) => fetchPickupsDue(range, signal, site),
  });
}

export function usePickupsDue(range: PickupRange, site?: string): PickupsDue {
  return useSuspenseQuery(pickupsDueQueryOptions(range, site)).data;
}
