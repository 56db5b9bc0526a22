import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { SelectFilter } from '../../components/ui/select-filter';
import { TableSkeleton } from '../../components/ui/skeleton';
import { useSession } from '../session/session-query';
import { INVOICE_STATUS_OPTIONS } from './invoice-status';
import { useInvoicesList } from './invoices-list-query';
import type { InvoicesSearch } from './invoices-search';
import { InvoicesTable } from './invoices-table';

const DESCRIPTION = 'Invoices issued for completed orders, with their PDFs.';

function InvoicesFilters() {
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      <SelectFilter name="status" label="Status" options={INVOICE_STATUS_OPTIONS} allLabel="All statuses" />
    </div>
  );
}

export function InvoicesPage({ filters }: { filters: InvoicesSearch }) {
  const session = useSession();
  const list = useInvoicesList(filters);
  return (
    <>
      <PageHeader title="Invoices" description={DESCRIPTION} />
      <InvoicesFilters />
      <InvoicesTable
        list={list}
        currency={session.account.currency}
        empty={
          <EmptyState title={filters.status ? 'No invoices with this status' : 'No invoices yet'}>
            {filters.status ? <Link to="/invoices">Show all invoices</Link> : 'Invoices appear here once an order is completed.'}
          </EmptyState>
        }
      />
    </>
  );
}

export function InvoicesPendingPage() {
  return (
    <>
      <PageHeader title="Invoices" description={DESCRIPTION} />
      <InvoicesFilters />
      <TableSkeleton columns={7} label="Loading invoices" />
    </>
  );
}
