import { SelectFilter } from '../../components/ui/select-filter';
import { INVOICE_STATUS_OPTIONS } from './invoice-status';

export const INVOICES_DESCRIPTION = 'Invoices issued for completed orders, with their PDFs.';

/** The list filters, bound to the URL; shared by the screen and its pending skeleton. */
export function InvoicesFilters() {
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      <SelectFilter name="status" label="Status" options={INVOICE_STATUS_OPTIONS} allLabel="All statuses" />
    </div>
  );
}
