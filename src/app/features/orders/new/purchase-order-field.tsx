import { ORDER_RULES } from '#contract/orders';
import { Input } from '#app/components/ui/field';
import { FieldMessages } from './field-messages';

export const PURCHASE_ORDER_ID = 'order-purchase-order';

/** The customer's purchase-order reference, printed on the invoice so accounts payable can match it. */
export function PurchaseOrderField({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
}) {
  return (
    <div>
      <label htmlFor={PURCHASE_ORDER_ID} className="text-lg font-semibold">
        Purchase order <span className="text-sm font-normal text-slate-700 dark:text-slate-300">(optional)</span>
      </label>
      <p id={`${PURCHASE_ORDER_ID}-hint`} className="text-xs text-slate-700 dark:text-slate-300">
        Your PO number, printed on the invoice; at most {ORDER_RULES.purchaseOrderMax} characters. You can change it until the
        parts are picked up.
      </p>
      <Input
        id={PURCHASE_ORDER_ID}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={(errors?.length ?? 0) > 0}
        aria-describedby={`${PURCHASE_ORDER_ID}-hint ${PURCHASE_ORDER_ID}-messages`}
        autoComplete="off"
        className="mt-2 w-full sm:w-80"
      />
      <FieldMessages id={`${PURCHASE_ORDER_ID}-messages`} errors={errors} />
    </div>
  );
}
