import { Link } from '@tanstack/react-router';
import { ListScreen } from '#app/components/list-screen/list-screen';
import { isReversedRange, useLastGoodFilters } from '#app/lib/format/date-range';
import { useSession } from '#app/features/session/session-query';
import { InvoicesExport } from '#app/features/invoices/export/invoices-export';
import { useInvoicesList } from '#app/features/invoices/api/invoices-list-query';
import { invoiceColumns } from './invoices-columns';
import { INVOICES_SCREEN } from './invoices-list-screen';
import type { InvoicesSearch } from './invoices-search';

export function InvoicesPage({ filters: asked }: { filters: InvoicesSearch }) {
  const filters = useLastGoodFilters(asked);
  const session = useSession();
  const list = useInvoicesList(filters);
  return (
    <ListScreen
      screen={INVOICES_SCREEN}
      filterActions={
        list.total > 0 ? (
          <InvoicesExport
            key={`${filters.status}|${filters.from}|${filters.to}`}
            filters={filters}
            currency={session.account.currency}
          />
        ) : null
      }
      list={list}
      columns={invoiceColumns(session.account.currency)}
      minWidth="64rem"
      filters={filters}
      keptDates={isReversedRange(asked)}
      empty={{
        text: 'Invoices appear here once an order is completed.',
        clearFilters: <Link to="/invoices">Show all invoices</Link>,
      }}
    />
  );
}
