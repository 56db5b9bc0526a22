// The words of orders (statuses, rules) without their schemas: the portal's route search
// validation imports these on the first load, where the response schemas would cost bytes.

/** pending (api) → scheduled (ops) → picked_up (driver) → in_service (ops) → out_for_delivery (driver) → completed (driver). */
export const ORDER_STATUSES = ['pending', 'scheduled', 'picked_up', 'in_service', 'out_for_delivery', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter((s) => s !== 'completed');
/** A pending or scheduled order may be cancelled: it leaves the lifecycle. */
export const ORDER_LIST_STATUSES = [...ORDER_STATUSES, 'cancelled'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];
/** Statuses in which an order may still be cancelled or rescheduled. */
export const CHANGEABLE_ORDER_STATUSES: readonly string[] = ['pending', 'scheduled'];

export const ORDER_RULES = {
  maxParts: 100,
  minWindowMinutes: 120,
  maxDaysAhead: 60,
  instructionsMax: 1000,
  purchaseOrderMax: 100,
} as const;
