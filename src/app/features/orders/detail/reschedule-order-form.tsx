import { useState, type FormEvent } from 'react';
import type { Order } from '#contract/orders';
import { Button } from '#app/components/ui/button';
import { explainError } from '#app/components/ui/error-panel';
import { isApiError } from '#app/lib/http/api-error';
import { userTimeZone } from '#app/lib/format/format';
import { useChangeOrder } from '#app/features/orders/api/order-change-mutations';
import { orderFormErrors } from '#app/features/orders/new/order-form-errors';
import { usePickupAvailability } from '#app/features/orders/api/pickup-windows-query';
import { encodeWindow, pickupModeOf, resolvePickup } from '#app/features/orders/new/pickup/pickup-choice';
import { PickupPicker } from '#app/features/orders/new/pickup/pickup-picker';
import { PickupSiteContext } from '#app/features/orders/new/pickup/pickup-site';
import type { PickupWindowField, PickupWindowInput } from '#app/features/orders/new/pickup/pickup-window-input';
import { utcToZonedTime } from '#contract/zoned-time';

function currentWindow(order: Order, timeZone: string): PickupWindowInput {
  const start = utcToZonedTime(new Date(order.pickup_window_start), timeZone);
  const end = utcToZonedTime(new Date(order.pickup_window_end), timeZone);
  const window = encodeWindow({ start: order.pickup_window_start, end: order.pickup_window_end });
  return { day: start.day, start: start.time, end: end.time, window };
}

/** The create form's pickup picker, filled with the current window; the same rules, checked before sending. */
export function RescheduleOrderForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const timeZone = userTimeZone();
  const [value, setValue] = useState(() => currentWindow(order, timeZone));
  const [attempted, setAttempted] = useState(false);
  const reschedule = useChangeOrder(onClose);
  const pickup = resolvePickup(value, pickupModeOf(usePickupAvailability(order.site_id).data), timeZone, new Date());

  const failure = reschedule.isError ? reschedule.error : null;
  const server =
    isApiError(failure) && failure.code === 'validation_failed' ? orderFormErrors(failure.details, [], (id) => id) : null;
  const errors: Partial<Record<PickupWindowField, string[]>> = {};
  for (const field of ['day', 'start', 'end'] as const) {
    const messages = [...(attempted && pickup.errors[field] ? [pickup.errors[field]] : []), ...(server?.fields[field] ?? [])];
    if (messages.length > 0) errors[field] = messages;
  }
  const other = failure && !server ? explainError(failure) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!pickup.start || !pickup.end || Object.keys(pickup.errors).length > 0) return;
    reschedule.submit({
      orderId: order.id,
      changes: { pickup_window_start: pickup.start.toISOString(), pickup_window_end: pickup.end.toISOString() },
    });
  }

  return (
    <form
      aria-label="Change pickup window"
      noValidate
      onSubmit={onSubmit}
      className="mb-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <PickupSiteContext.Provider value={order.site_id}>
        <PickupPicker
          value={value}
          onChange={(next) => {
            if (reschedule.isError) reschedule.reset();
            setValue(next);
          }}
          errors={errors}
          notes={pickup.notes}
          timeZone={timeZone}
          failure={failure}
          current={{ start: order.pickup_window_start, end: order.pickup_window_end }}
        />
      </PickupSiteContext.Provider>
      {other ? (
        <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-200">
          {other.title}: {other.body}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" disabled={reschedule.isPending}>
          {reschedule.isPending ? 'Saving…' : 'Save new window'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Keep the current window
        </Button>
      </div>
    </form>
  );
}
