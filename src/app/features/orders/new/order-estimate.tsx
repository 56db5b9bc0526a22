import { estimateOrder, TAX_RATE_BASIS_POINTS } from '#contract/pricing';
import { formatMoney } from '#app/lib/format/format';

interface OrderEstimateProps {
  partTypes: readonly string[];
  /** Chosen parts whose type is not known yet (still loading). */
  unresolved: number;
  currency: string;
  windowText: string | null;
}

/** What the order will cost by the published price list; the server's total is the one billed. */
export function OrderEstimate({ partTypes, unresolved, currency, windowText }: OrderEstimateProps) {
  const estimate = estimateOrder(partTypes);
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <section aria-labelledby="estimate-heading" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="estimate-heading" className="text-lg font-semibold">
        Summary
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Pickup</dt>
          <dd className="text-right">{windowText ?? 'Choose a day and times'}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>
            Sharpening, {partTypes.length} {partTypes.length === 1 ? 'part' : 'parts'}
          </dt>
          <dd className="tabular-nums">{money(estimate.partsCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Pickup and delivery</dt>
          <dd className="tabular-nums">{money(estimate.feeCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Tax ({TAX_RATE_BASIS_POINTS / 100} %)</dt>
          <dd className="tabular-nums">{money(estimate.taxCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-700">
          <dt>Estimated total</dt>
          <dd className="tabular-nums">{money(estimate.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">
        An estimate from the price list; the order’s total is set when it is placed.
        {unresolved > 0
          ? ` ${unresolved} chosen ${unresolved === 1 ? 'part is' : 'parts are'} still loading and not counted yet.`
          : ''}
      </p>
    </section>
  );
}
