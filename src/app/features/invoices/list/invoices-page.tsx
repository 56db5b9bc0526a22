import { Link } from '@tanstack/react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { PageHeader } from '#app/components/ui/page-header';
import { useLastGoodFilters } from '#app/lib/format/date-range';
import { useSession } from '#app/features/session/session-query';
import { INVOICES_DESCRIPTION, InvoicesFilters } from './invoices-filters';
import { InvoicesExport } from '#app/features/invoices/export/invoices-export';
import { useInvoicesList } from '#app/features/invoices/api/invoices-list-query';
import { hasInvoiceFilters, type InvoicesSearch } from './invoices-search';
import { InvoicesTable } from './invoices-table';

export function InvoicesPage({ filters: asked }: { filters: InvoicesSearch }) {
  const filters = useLastGoodFilters(asked);
  const session = useSession();
  const list = useInvoicesList(filters);
  const filtered = hasInvoiceFilters(filters);
  return (
    <>
      <PageHeader title="Invoices" description={INVOICES_DESCRIPTION} />
      <InvoicesFilters
        actions={
          list.total > 0 ? (
            <InvoicesExport
              key={`${filters.status}|${filters.from}|${filters.to}`}
              filters={filters}
              currency={session.account.currency}
            />
          ) : null
        }
      />
      <InvoicesTable
        list={list}
        currency={session.account.currency}
        empty={
          <EmptyState title={filtered ? 'No invoices match these filters' : 'No invoices yet'}>
            {filtered ? <Link to="/invoices">Show all invoices</Link> : 'Invoices appear here once an order is completed.'}
          </EmptyState>
        }
      />
    </>
  );
}
