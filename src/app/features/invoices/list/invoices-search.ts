import * as z from 'zod/mini';
import { INVOICE_STATUSES } from '#contract/invoice-vocabulary';
import { optionalDate, optionalEnum } from '#app/lib/routing/search-params';

/**
 * A reversed range (from after to) stays in the URL as typed: the screen explains it next to the
 * filter and never sends it (the API refuses it), keeping the last good list.
 */
export const invoicesSearchSchema = z.object({
  status: optionalEnum(INVOICE_STATUSES),
  from: optionalDate,
  to: optionalDate,
});
/** The list's own filters and the site the portal is scoped to (the header's switcher: invoices of that site's orders). */
export type InvoicesSearch = z.output<typeof invoicesSearchSchema> & { site?: string };
