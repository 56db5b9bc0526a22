import { estimateOrder } from '#contract/pricing';
import { Button } from '#app/components/ui/button';
import { formatMoney } from '#app/lib/format/format';

interface OrderStickyBarProps {
  partTypes: readonly string[];
  currency: string;
  pending: boolean;
}

/**
 * On a phone the summary sits below a long form: this bar keeps the estimated total and "Place order"
 * at the bottom of the screen while the form scrolls. It ends the form in the reading and tab order,
 * and the page keeps room under focused fields for it (`scroll-padding-bottom`, styles.css).
 * From the large layout on, the summary column is in view and this bar is not rendered visibly.
 */
export function OrderStickyBar({ partTypes, currency, pending }: OrderStickyBarProps) {
  const total = formatMoney(estimateOrder(partTypes).totalCents, currency);
  return (
    <section
      aria-label="Place the order"
      data-order-sticky-bar=""
      className="sticky bottom-0 z-20 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden dark:border-slate-700 dark:bg-slate-950/95"
    >
      <p className="text-sm">
        <span className="block text-xs text-slate-700 dark:text-slate-300">
          Estimated total, {partTypes.length === 1 ? '1 part' : `${partTypes.length} parts`}
        </span>
        <span className="text-base font-semibold tabular-nums">{total}</span>
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? 'Placing order…' : 'Place order'}
      </Button>
    </section>
  );
}
