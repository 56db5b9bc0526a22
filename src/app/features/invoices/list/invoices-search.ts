import * as z from 'zod/mini';
import { INVOICE_STATUSES } from '#contract/invoices';
import { optionalEnum } from '#app/lib/routing/search-params';

/** An invoice date bound (YYYY-MM-DD, inclusive); anything else in the URL means "no bound". */
const optionalDate = z.catch(z.optional(z.iso.date()), undefined);

/**
 * A reversed range (from after to) stays in the URL as typed: the screen explains it next to the
 * filter and never sends it (the API refuses it), keeping the last good list.
 */
export const invoicesSearchSchema = z.object({
  status: optionalEnum(INVOICE_STATUSES),
  from: optionalDate,
  to: optionalDate,
});
export type InvoicesSearch = z.output<typeof invoicesSearchSchema>;

export function hasInvoiceFilters(search: InvoicesSearch): boolean {
  return Boolean(search.status ?? search.from ?? search.to);
}
