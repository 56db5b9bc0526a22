import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../session/session-query';
import { INVOICES_DESCRIPTION, InvoicesFilters } from './invoices-filters';
import { useInvoicesList } from './invoices-list-query';
import type { InvoicesSearch } from './invoices-search';
import { InvoicesTable } from './invoices-table';

export function InvoicesPage({ filters }: { filters: InvoicesSearch }) {
  const session = useSession();
  const list = useInvoicesList(filters);
  return (
    <>
      <PageHeader title="Invoices" description={INVOICES_DESCRIPTION} />
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
