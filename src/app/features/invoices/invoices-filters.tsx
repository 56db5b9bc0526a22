import type { ReactNode } from 'react';
import { useSearch } from '@tanstack/react-router';
import { SelectFilter } from '../../components/ui/select-filter';
import { DateFilter } from '../../components/ui/date-filter';
import { DATE_RANGE_MESSAGE_ID, DateRangeMessage } from '../../components/ui/date-range-message';
import { isReversedRange } from '../../lib/date-range';
import { INVOICE_STATUS_OPTIONS } from './invoice-status';

export const INVOICES_DESCRIPTION = 'Invoices issued for completed orders, with their PDFs.';

/** The list filters, bound to the URL; shared by the screen and its loading and failed states. */
export function InvoicesFilters({ actions }: { actions?: ReactNode }) {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const from = typeof search.from === 'string' ? search.from : undefined;
  const to = typeof search.to === 'string' ? search.to : undefined;
  const reversed = isReversedRange({ from, to });
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectFilter name="status" label="Status" options={INVOICE_STATUS_OPTIONS} allLabel="All statuses" />
        <DateFilter name="from" label="Invoice date from" max={to} describedBy={reversed ? DATE_RANGE_MESSAGE_ID : undefined} />
        <DateFilter name="to" label="Invoice date to" min={from} describedBy={reversed ? DATE_RANGE_MESSAGE_ID : undefined} />
        {actions ? <div className="ml-auto flex flex-wrap items-end gap-2">{actions}</div> : null}
      </div>
      <DateRangeMessage from={from} to={to} fromLabel="Invoice date from" toLabel="Invoice date to" />
    </div>
  );
}
