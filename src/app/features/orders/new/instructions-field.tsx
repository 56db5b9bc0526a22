import { ORDER_RULES } from '#contract/orders';
import { Textarea } from '#app/components/ui/field';
import { formatCount } from '#app/lib/format/format';
import { FieldMessages } from './field-messages';

export const INSTRUCTIONS_ID = 'order-instructions';
const WARN_FROM = ORDER_RULES.instructionsMax - 100;

/** Free text for the driver with a live count against the 1000-character limit. */
export function InstructionsField({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (v: string) => void;
  errors?: readonly string[];
}) {
  const count = value.length;
  const over = count > ORDER_RULES.instructionsMax;
  const left = ORDER_RULES.instructionsMax - count;
  return (
    <div>
      <label htmlFor={INSTRUCTIONS_ID} className="text-lg font-semibold">
        Instructions for the driver <span className="text-sm font-normal text-slate-700 dark:text-slate-300">(optional)</span>
      </label>
      <Textarea
        id={INSTRUCTIONS_ID}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={4}
        aria-invalid={over || (errors?.length ?? 0) > 0}
        aria-describedby={`${INSTRUCTIONS_ID}-count ${INSTRUCTIONS_ID}-messages`}
        placeholder="Gate code, where to find the parts, who to ask for…"
        className="mt-2 w-full"
      />
      <p
        id={`${INSTRUCTIONS_ID}-count`}
        className={`text-xs ${over ? 'font-medium text-red-800 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'}`}
      >
        {formatCount(count)} / {formatCount(ORDER_RULES.instructionsMax)} characters
        {over ? ` — ${formatCount(-left)} over the limit` : ''}
      </p>
      {/* Announced only near the limit, so screen readers aren't told every keystroke. */}
      <p className="sr-only" aria-live="polite">
        {count >= WARN_FROM
          ? over
            ? `${formatCount(-left)} characters over the limit`
            : `${formatCount(left)} characters left`
          : ''}
      </p>
      <FieldMessages id={`${INSTRUCTIONS_ID}-messages`} errors={errors} />
    </div>
  );
}
