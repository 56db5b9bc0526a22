import { useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '#app/components/ui/button';
import { explainError } from '#app/components/ui/error-panel';
import { useCancelOrder } from '#app/features/orders/api/order-change-mutations';

/** "Cancel order" behind a confirmation that says what happens to the parts. */
export function CancelOrderControl({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const error = cancel.isError ? explainError(cancel.error) : null;

  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel order
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby="cancel-order-question"
      className="max-w-sm rounded-md border border-red-300 bg-red-50 p-3 dark:border-red-700 dark:bg-red-950"
    >
      <p id="cancel-order-question" className="text-sm font-medium text-red-950 dark:text-red-50">
        Cancel order {orderNumber}? Nobody will come for the parts; they stay with you and can be ordered again.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-300 dark:text-slate-950 dark:hover:bg-red-200"
          disabled={cancel.isPending}
          onClick={() => cancel.submit({ orderId })}
        >
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel the order'}
        </Button>
        <button
          ref={keep}
          type="button"
          className={buttonClass('secondary')}
          disabled={cancel.isPending}
          onClick={() => setConfirming(false)}
        >
          Keep the order
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {error.title}: {error.body}
        </p>
      ) : null}
    </div>
  );
}
