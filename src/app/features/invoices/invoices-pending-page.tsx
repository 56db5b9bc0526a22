import { PageHeader } from '../../components/ui/page-header';
import { TableSkeleton } from '../../components/ui/skeleton';
import { InvoicesFilters, INVOICES_DESCRIPTION } from './invoices-filters';

/** Kept out of the lazily loaded screen so it can show at once while the list loads. */
export function InvoicesPendingPage() {
  return (
    <>
      <PageHeader title="Invoices" description={INVOICES_DESCRIPTION} />
      <InvoicesFilters />
      <TableSkeleton columns={7} label="Loading invoices" />
    </>
  );
}
