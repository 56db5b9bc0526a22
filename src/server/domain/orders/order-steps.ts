import type { OrderStatus } from '#contract/orders';
import type { PartStatus } from '#contract/parts';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { addWorkingTime } from '#server/domain/pickup-windows/working-hours';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One status of the lifecycle: who moves an order into it and what its parts become. */
export interface OrderStep {
  status: OrderStatus;
  actor: 'api' | 'ops' | 'driver';
  partsBecome: PartStatus;
}

export const ORDER_STEPS: readonly OrderStep[] = [
  { status: 'pending', actor: 'api', partsBecome: 'pickup_scheduled' },
  { status: 'scheduled', actor: 'ops', partsBecome: 'pickup_scheduled' },
  { status: 'picked_up', actor: 'driver', partsBecome: 'in_transit_to_center' },
  { status: 'in_service', actor: 'ops', partsBecome: 'at_service_center' },
  { status: 'out_for_delivery', actor: 'driver', partsBecome: 'in_transit_back' },
  { status: 'completed', actor: 'driver', partsBecome: 'delivered' },
];

/**
 * Sandbox-time durations of the steps that do not wait for the pickup window
 * (docs/v1-decisions.md): ops confirms within three hours; after the pickup the
 * van takes four hours to the service centre, service takes 26 hours, delivery
 * five, and the delivered parts are back in use two hours after completion, all
 * counted in working hours: drivers and the workshop work when pickups happen,
 * so an order waits in its status overnight, at weekends and on holidays.
 */
export const CONFIRM_WITHIN_MS = 3 * HOUR;
const STAY_MS: Partial<Record<string, number>> = {
  picked_up: 4 * HOUR,
  in_service: 26 * HOUR,
  out_for_delivery: 5 * HOUR,
  completed: 2 * HOUR,
};
const AFTER_PICKUP_MS = STAY_MS.picked_up! + STAY_MS.in_service! + STAY_MS.out_for_delivery!;

export function stepAfter(status: string): OrderStep | undefined {
  const index = ORDER_STEPS.findIndex((step) => step.status === status);
  return index >= 0 ? ORDER_STEPS[index + 1] : undefined;
}

export interface Schedulable {
  createdAt: Date;
  pickupWindowStart: Date;
  pickupWindowEnd: Date;
}

/** The driver arrives an hour into the window (or half-way through a shorter one): always inside it. */
export function pickupAt(order: Pick<Schedulable, 'pickupWindowStart' | 'pickupWindowEnd'>): Date {
  const start = order.pickupWindowStart.getTime();
  return new Date(start + Math.min(HOUR, (order.pickupWindowEnd.getTime() - start) / 2));
}

/** When an order that entered `status` at `enteredAt` is due for its next step; null once its cycle is closed. */
export function nextStepDue(order: Schedulable, status: string, enteredAt: Date, rules: PickupRules): Date | null {
  if (status === 'pending') {
    const placed = order.createdAt.getTime();
    return new Date(Math.max(placed, Math.min(placed + CONFIRM_WITHIN_MS, placed + (pickupAt(order).getTime() - placed) / 2)));
  }
  if (status === 'scheduled') return pickupAt(order);
  const stay = STAY_MS[status];
  return stay === undefined ? null : addWorkingTime(enteredAt, stay, rules);
}

/** When the parts are expected back, kept true as the order moves. */
export function expectedReturn(order: Schedulable, status: string, enteredAt: Date, rules: PickupRules): Date {
  if (status === 'pending' || status === 'scheduled') return addWorkingTime(pickupAt(order), AFTER_PICKUP_MS, rules);
  const remaining: Partial<Record<string, number>> = {
    picked_up: AFTER_PICKUP_MS,
    in_service: AFTER_PICKUP_MS - STAY_MS.picked_up!,
    out_for_delivery: STAY_MS.out_for_delivery!,
  };
  const left = remaining[status];
  return left === undefined ? enteredAt : addWorkingTime(enteredAt, left, rules);
}
