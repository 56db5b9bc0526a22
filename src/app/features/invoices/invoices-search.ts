import * as z from 'zod/mini';
import { INVOICE_STATUSES } from '../../../contract/invoices';
import { optionalEnum } from '../../lib/search-params';

/** An invoice date bound (YYYY-MM-DD, inclusive); anything else in the URL means "no bound". */
const optionalDate = z.catch(z.optional(z.iso.date()), undefined);

export const invoicesSearchSchema = z.pipe(
  z.object({
    status: optionalEnum(INVOICE_STATUSES),
    from: optionalDate,
    to: optionalDate,
  }),
  // The API refuses from after to; a URL edited that way keeps its start and drops the end.
  z.transform((search) => (search.from && search.to && search.from > search.to ? { ...search, to: undefined } : search)),
);
export type InvoicesSearch = z.output<typeof invoicesSearchSchema>;

export function hasInvoiceFilters(search: InvoicesSearch): boolean {
  return Boolean(search.status ?? search.from ?? search.to);
}
