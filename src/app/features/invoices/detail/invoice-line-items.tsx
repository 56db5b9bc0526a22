import type { Invoice } from '#contract/invoices';
import { formatMoney } from '#app/lib/format/format';
import { invoiceTotals } from '#app/features/invoices/invoice-totals';

const CELL = 'border-b border-slate-100 px-3 py-3 text-sm dark:border-slate-800';

export function InvoiceLineItems({ invoice, currency }: { invoice: Invoice; currency: string }) {
  const totals = invoiceTotals(invoice);
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <div
      role="region"
      aria-labelledby="invoice-lines-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table className="w-full border-collapse sm:min-w-[28rem]">
        <caption id="invoice-lines-caption" className="sr-only">
          Line items
        </caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-3">
              Description
            </th>
            <th scope="col" className="w-32 px-3 py-3 text-right sm:w-40">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.line_items.map((line, index) => (
            <tr key={`${index}:${line.description}`}>
              <td className={CELL}>{line.description}</td>
              <td className={`${CELL} text-right tabular-nums`}>{money(line.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-sm">
          <tr>
            <th scope="row" className="px-3 pt-3 text-right font-medium">
              Subtotal
            </th>
            <td className="px-3 pt-3 text-right tabular-nums">{money(totals.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" className="px-3 pt-1 text-right font-medium">
              Tax
            </th>
            <td className="px-3 pt-1 text-right tabular-nums">{money(totals.tax)}</td>
          </tr>
          <tr>
            <th scope="row" className="px-3 py-3 text-right text-base font-semibold">
              Total
            </th>
            <td className="px-3 py-3 text-right text-base font-semibold tabular-nums">{money(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
