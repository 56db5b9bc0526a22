import { useState, type FormEvent } from 'react';
import { ORDER_RULES, type Order } from '#contract/orders';
import { Button } from '#app/components/ui/button';
import { explainError } from '#app/components/ui/error-panel';
import { Field, Input } from '#app/components/ui/field';
import { isApiError } from '#app/lib/http/api-error';
import { useChangeOrder } from '#app/features/orders/api/order-change-mutations';

const INPUT_ID = 'order-purchase-order';

function PurchaseOrderForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const [value, setValue] = useState(order.purchase_order ?? '');
  const change = useChangeOrder(onClose);
  const failure = change.isError ? change.error : null;
  const fieldError = isApiError(failure)
    ? failure.details?.find((detail) => detail.field === 'purchase_order')?.message
    : undefined;
  const tooLong = value.trim().length > ORDER_RULES.purchaseOrderMax;
  const error = tooLong ? `At most ${ORDER_RULES.purchaseOrderMax} characters.` : fieldError;
  const other = failure && !fieldError ? explainError(failure) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (tooLong) return;
    change.submit({ orderId: order.id, changes: { purchase_order: value.trim() === '' ? null : value.trim() } });
  }

  return (
    <form aria-label="Edit purchase order" noValidate onSubmit={onSubmit} className="mt-1 space-y-2">
      <Field label="Purchase order" id={INPUT_ID} error={error} hint="Printed on the invoice. Leave empty for none.">
        {(control) => (
          <Input
            id={control.id}
            aria-describedby={control.describedBy}
            aria-invalid={control.invalid}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      {other ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {other.title}: {other.body}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save purchase order'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The order's purchase-order reference, editable while the order is open. Hidden against a
 * server without the extension (no `purchase_order` field on the order).
 */
export function PurchaseOrderFact({ order, canWrite }: { order: Order; canWrite: boolean }) {
  const [editing, setEditing] = useState(false);
  if (order.purchase_order === undefined) return null;
  const editable = canWrite && (order.available_actions ?? []).includes('reschedule');
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-700 dark:text-slate-300">Purchase order</dt>
      <dd className="mt-1 text-sm">
        {editing && editable ? (
          <PurchaseOrderForm order={order} onClose={() => setEditing(false)} />
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{order.purchase_order ?? 'None'}</span>
            {editable ? (
              <Button variant="ghost" onClick={() => setEditing(true)} aria-label="Edit the purchase order">
                Edit
              </Button>
            ) : null}
          </span>
        )}
      </dd>
    </div>
  );
}
