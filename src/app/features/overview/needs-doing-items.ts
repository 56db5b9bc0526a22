import type { InvoiceListItem } from '#contract/invoices';
import { formatCount } from '#app/lib/format/format';
import type { InvoiceSummary } from './overview-queries';
import type { WearCountPage } from './wear-count-query';

/** How many overdue invoices the overview links one by one; more go through the list. */
export const OVERDUE_SHOWN = 3;

export interface DuePartsTask {
  /** All parts due now. */
  count: number;
  /** The ones one order can take, chosen on the new-order form. */
  partIds: string[];
  text: string;
  action: string;
}

/** Parts due now → one order for them; null when none are due or the server can't tell. */
export function duePartsTask(due: WearCountPage | null): DuePartsTask | null {
  if (!due || due.count === 0 || due.partIds.length === 0) return null;
  const n = due.partIds.length;
  const parts = due.count === 1 ? '1 part is' : `${formatCount(due.count)} parts are`;
  const more = due.count > n ? ` One order takes ${formatCount(n)}; order the rest after it.` : '';
  return {
    count: due.count,
    partIds: due.partIds,
    text: `${parts} worn to the due level and with you.${more}`,
    action: n === 1 ? 'Order pickup for this part' : `Order pickup for these ${formatCount(n)}`,
  };
}

export interface OverdueTask {
  count: number;
  /** The longest overdue first, each to be opened. */
  invoices: InvoiceListItem[];
  text: string;
}

/** Overdue invoices → open them; null when none is overdue. */
export function overdueTask(overdue: InvoiceSummary): OverdueTask | null {
  if (overdue.count === 0) return null;
  const invoices = [...overdue.invoices]
    .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.invoice_number.localeCompare(b.invoice_number))
    .slice(0, OVERDUE_SHOWN);
  const text = overdue.count === 1 ? '1 invoice is overdue.' : `${formatCount(overdue.count)} invoices are overdue.`;
  return { count: overdue.count, invoices, text };
}

/** "3 parts to hand over". */
export function handOverText(partCount: number): string {
  return partCount === 1 ? '1 part to hand over' : `${formatCount(partCount)} parts to hand over`;
}
