import type { ReactNode } from 'react';
import { StatusDateFilters } from '#app/components/list-screen/status-date-filters';
import { useSearchFilters } from '#app/components/list-screen/use-search-filters';
import { INVOICE_STATUS_OPTIONS } from '#app/features/invoices/invoice-status';

export function InvoicesFilters({ actions }: { actions?: ReactNode }) {
  const [search, set] = useSearchFilters('/_portal/invoices/');
  return (
    <StatusDateFilters
      search={search}
      onChange={set}
      statusOptions={INVOICE_STATUS_OPTIONS}
      fromLabel="Invoice date from"
      toLabel="Invoice date to"
      actions={actions}
    />
  );
}
