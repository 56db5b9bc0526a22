import type { OrderStatus } from '../../../contract/orders';
import type { PartStatus } from '../../../contract/parts';

const SECOND = 1000;

/**
 * Sandbox time is compressed: each status lasts tens of seconds, so a demo
 * order goes from pending to completed in 2.5 minutes (docs/v1-decisions.md).
 */
export interface OrderStep {
  status: OrderStatus;
  actor: 'api' | 'ops' | 'driver';
  partsBecome: PartStatus;
  /** How long the simulator leaves an order in this status before the next move. */
  dwellMs: number;
}

export const ORDER_STEPS: readonly OrderStep[] = [
  { status: 'pending', actor: 'api', partsBecome: 'pickup_scheduled', dwellMs: 20 * SECOND },
  { status: 'scheduled', actor: 'ops', partsBecome: 'pickup_scheduled', dwellMs: 30 * SECOND },
  { status: 'picked_up', actor: 'driver', partsBecome: 'in_transit_to_center', dwellMs: 30 * SECOND },
  { status: 'in_service', actor: 'ops', partsBecome: 'at_service_center', dwellMs: 40 * SECOND },
  { status: 'out_for_delivery', actor: 'driver', partsBecome: 'in_transit_back', dwellMs: 30 * SECOND },
  // After completion the parts sit "delivered" this long before the cycle closes (back to with_customer).
  { status: 'completed', actor: 'driver', partsBecome: 'delivered', dwellMs: 60 * SECOND },
];

export function stepOf(status: string): OrderStep | undefined {
  return ORDER_STEPS.find((step) => step.status === status);
}

export function stepAfter(status: string): OrderStep | undefined {
  const index = ORDER_STEPS.findIndex((step) => step.status === status);
  return index >= 0 ? ORDER_STEPS[index + 1] : undefined;
}

/** Orders created now are expected back five days after pickup starts. */
export const EXPECTED_RETURN_DAYS = 5;
