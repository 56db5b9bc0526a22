import type { ReactNode } from 'react';
import { useSearch } from '@tanstack/react-router';
import { SelectFilter } from '../../components/ui/select-filter';
import { DateFilter } from '../../components/ui/date-filter';
import { INVOICE_STATUS_OPTIONS } from './invoice-status';

export const INVOICES_DESCRIPTION = 'Invoices issued for completed orders, with their PDFs.';

/** The list filters, bound to the URL; shared by the screen and its loading and failed states. */
export function InvoicesFilters({ actions }: { actions?: ReactNode }) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const from = typeof search.from === 'string' ? search.from : undefined;
  const to = typeof search.to === 'string' ? search.to : undefined;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <SelectFilter name="status" label="Status" options={INVOICE_STATUS_OPTIONS} allLabel="All statuses" />
      <DateFilter name="from" label="Invoice date from" max={to} />
      <DateFilter name="to" label="Invoice date to" min={from} />
      {actions ? <div className="ml-auto flex flex-wrap items-end gap-2">{actions}</div> : null}
    </div>
  );
}
