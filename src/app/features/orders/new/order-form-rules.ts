import { ORDER_RULES, type OrderCreate } from '#contract/orders';
import type { PartListItem } from '#contract/parts';
import type { OrderFormField } from './order-form-errors';
import { resolvePickup, type PickupMode } from './pickup/pickup-choice';
import type { PickupWindowInput, ResolvedPickupWindow } from './pickup/pickup-window-input';
import { ORDERABLE_PART_STATUSES } from '#app/features/orders/api/orderable-parts-query';

const ORDERABLE: ReadonlySet<string> = new Set(ORDERABLE_PART_STATUSES);

export function isOrderable(part: Pick<PartListItem, 'status'>): boolean {
  return ORDERABLE.has(part.status);
}

/** Whether one more part fits in an order that has `count`. */
export function canAddPart(count: number): boolean {
  return count < ORDER_RULES.maxParts;
}

export type FieldProblems = Partial<Record<OrderFormField, string[]>>;

export interface OrderFormValues {
  partIds: readonly string[];
  window: PickupWindowInput;
  instructions: string;
  purchaseOrder?: string;
}

export interface OrderFormCheck {
  pickup: ResolvedPickupWindow;
  /** Every problem the form can see before sending, per field. */
  problems: FieldProblems;
  /** The request to send, only when there is no problem. */
  body: OrderCreate | null;
}

/** The new-order form's rules, the same ones the server applies (docs/v1-decisions.md, Orders). */
export function checkOrderForm(
  values: OrderFormValues,
  timeZone: string,
  now: Date,
  mode: PickupMode = 'free-form',
): OrderFormCheck {
  const pickup = resolvePickup(values.window, mode, timeZone, now);
  const problems: FieldProblems = {};
  const count = values.partIds.length;
  if (count === 0) problems.parts = ['Choose at least one part.'];
  if (count > ORDER_RULES.maxParts) problems.parts = [`An order takes at most ${ORDER_RULES.maxParts} parts.`];
  for (const field of ['day', 'start', 'end'] as const) {
    const message = pickup.errors[field];
    if (message) problems[field] = [message];
  }
  if (values.instructions.length > ORDER_RULES.instructionsMax) {
    problems.instructions = [`Instructions can be at most ${ORDER_RULES.instructionsMax} characters.`];
  }
  const purchaseOrder = values.purchaseOrder?.trim() ?? '';
  if (purchaseOrder.length > ORDER_RULES.purchaseOrderMax) {
    problems.purchaseOrder = [`A purchase order can be at most ${ORDER_RULES.purchaseOrderMax} characters.`];
  }
  const ready = Object.keys(problems).length === 0 && pickup.start !== null && pickup.end !== null;
  const body: OrderCreate | null =
    ready && pickup.start && pickup.end
      ? {
          part_ids: [...values.partIds],
          pickup_window_start: pickup.start.toISOString(),
          pickup_window_end: pickup.end.toISOString(),
          instructions: values.instructions,
          // Only when given: a v1 server without the extension refuses a field it does not know.
          ...(purchaseOrder ? { purchase_order: purchaseOrder } : {}),
        }
      : null;
  return { pickup, problems, body };
}

interface Visibility {
  /** The user has pressed "Place order" at least once. */
  attempted: boolean;
  /** Day, start and end are all filled in. */
  windowTyped: boolean;
}

/**
 * Which messages show: the server's always; the form's own after a submit, the window's as soon as
 * a whole window is typed, the instructions' limit while typing.
 */
export function visibleProblems(
  client: FieldProblems,
  server: FieldProblems,
  { attempted, windowTyped }: Visibility,
): FieldProblems {
  const shown: FieldProblems = {};
  for (const field of ['parts', 'day', 'start', 'end', 'instructions', 'purchaseOrder'] as const) {
    const typing = field === 'instructions' || field === 'purchaseOrder';
    const live = attempted || (windowTyped && (field === 'start' || field === 'end')) || typing;
    const messages = [...(live ? (client[field] ?? []) : []), ...(server[field] ?? [])];
    if (messages.length > 0) shown[field] = messages;
  }
  return shown;
}

/** A chip's note for a chosen part that the server will refuse, or could not be found. */
export function partWarning(part: Pick<PartListItem, 'status'> | undefined, notFound: boolean): string | undefined {
  if (notFound) return 'not found';
  if (part && !isOrderable(part)) return `can’t be ordered (${part.status.replace(/_/g, ' ')})`;
  return undefined;
}
