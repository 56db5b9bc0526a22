import { createFileRoute } from '@tanstack/react-router';
import { isReversedRange } from '../../../lib/date-range';
import { invoicesListQueryOptions } from '../../../features/invoices/invoices-list-query';
import { InvoicesPage } from '../../../features/invoices/invoices-page';
import { InvoicesFailedPage, InvoicesPendingPage } from '../../../features/invoices/invoices-list-states';
import { invoicesSearchSchema } from '../../../features/invoices/invoices-search';

export const Route = createFileRoute('/_portal/invoices/')({
  validateSearch: invoicesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    // A reversed date range is never sent: the screen keeps its last good list and explains the mistake.
    if (isReversedRange(deps)) return;
    await queryClient.infiniteQuery(invoicesListQueryOptions(deps));
  },
  head: () => ({ meta: [{ title: 'Invoices · Whetstone' }] }),
  pendingComponent: InvoicesPendingPage,
  errorComponent: InvoicesFailedPage,
  component: InvoicesRoute,
});

function InvoicesRoute() {
  return <InvoicesPage filters={Route.useSearch()} />;
}
