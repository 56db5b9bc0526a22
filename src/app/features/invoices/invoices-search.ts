import * as z from 'zod/mini';
import { INVOICE_STATUSES } from '../../../contract/invoices';
import { optionalEnum } from '../../lib/search-params';

export const invoicesSearchSchema = z.object({
  status: optionalEnum(INVOICE_STATUSES),
});
export type InvoicesSearch = z.output<typeof invoicesSearchSchema>;
