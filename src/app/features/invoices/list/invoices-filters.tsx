import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { SelectFilter } from '#app/components/ui/select-filter';
import { DateRangeFilters } from '#app/components/ui/date-range-filters';
import { DateRangeMessage } from '#app/components/ui/date-range-message';
import { INVOICE_STATUS_OPTIONS } from '#app/features/invoices/invoice-status';
import type { InvoicesSearch } from './invoices-search';

export const INVOICES_DESCRIPTION = 'Invoices issued for completed orders, with their PDFs.';

const route = getRouteApi('/_portal/invoices/');

/** The list filters, bound to the URL; shared by the screen and its loading and failed states. */
export function InvoicesFilters({ actions }: { actions?: ReactNode }) {
  const { status, from, to } = route.useSearch();
  const navigate = route.useNavigate();
  // Replace, not push: changing a filter is not a step back-navigation should retrace.
  const set = (patch: Partial<InvoicesSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectFilter
          label="Status"
          options={INVOICE_STATUS_OPTIONS}
          allLabel="All statuses"
          value={status}
          onChange={(next) => set({ status: next })}
        />
        <DateRangeFilters from={from} to={to} fromLabel="Invoice date from" toLabel="Invoice date to" onChange={set} />
        {actions ? <div className="ml-auto flex flex-wrap items-end gap-2">{actions}</div> : null}
      </div>
      <DateRangeMessage from={from} to={to} fromLabel="Invoice date from" toLabel="Invoice date to" />
    </div>
  );
}
