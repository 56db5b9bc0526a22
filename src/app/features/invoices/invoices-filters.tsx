import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { SelectFilter } from '../../components/ui/select-filter';
import { DateFilter } from '../../components/ui/date-filter';
import { DATE_RANGE_MESSAGE_ID, DateRangeMessage } from '../../components/ui/date-range-message';
import { isReversedRange } from '../../lib/date-range';
import { INVOICE_STATUS_OPTIONS } from './invoice-status';
import type { InvoicesSearch } from './invoices-search';

export const INVOICES_DESCRIPTION = 'Invoices issued for completed orders, with their PDFs.';

const route = getRouteApi('/_portal/invoices/');

/** The list filters, bound to the URL; shared by the screen and its loading and failed states. */
export function InvoicesFilters({ actions }: { actions?: ReactNode }) {
  const { status, from, to } = route.useSearch();
  const navigate = route.useNavigate();
  // Replace, not push: changing a filter is not a step back-navigation should retrace.
  const set = (patch: Partial<InvoicesSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const reversed = isReversedRange({ from, to });
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
        <DateFilter
          label="Invoice date from"
          value={from}
          onChange={(next) => set({ from: next })}
          max={to}
          describedBy={reversed ? DATE_RANGE_MESSAGE_ID : undefined}
        />
        <DateFilter
          label="Invoice date to"
          value={to}
          onChange={(next) => set({ to: next })}
          min={from}
          describedBy={reversed ? DATE_RANGE_MESSAGE_ID : undefined}
        />
        {actions ? <div className="ml-auto flex flex-wrap items-end gap-2">{actions}</div> : null}
      </div>
      <DateRangeMessage from={from} to={to} fromLabel="Invoice date from" toLabel="Invoice date to" />
    </div>
  );
}
