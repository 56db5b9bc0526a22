import { createFileRoute } from '@tanstack/react-router';
import { isReversedRange } from '#app/lib/format/date-range';
import { loadSiteInScope, useSiteInScope } from '#app/features/sites/site-scope';
import { invoicesListQueryOptions } from '#app/features/invoices/api/invoices-list-query';
import { InvoicesPage } from '#app/features/invoices/list/invoices-page';
import { InvoicesFailedPage, InvoicesPendingPage } from '#app/features/invoices/list/invoices-list-screen';
import { invoicesSearchSchema } from '#app/features/invoices/list/invoices-search';

export const Route = createFileRoute('/_portal/invoices/')({
  validateSearch: invoicesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: search }) => {
    // A reversed date range is never sent: the screen keeps its last good list and explains the mistake.
    if (isReversedRange(search)) return;
    await queryClient.infiniteQuery(
      invoicesListQueryOptions({ ...search, site: await loadSiteInScope(queryClient, search.site) }),
    );
  },
  head: () => ({ meta: [{ title: 'Invoices · Whetstone' }] }),
  pendingComponent: InvoicesPendingPage,
  errorComponent: InvoicesFailedPage,
  component: InvoicesRoute,
});

function InvoicesRoute() {
  return <InvoicesPage filters={{ ...Route.useSearch(), site: useSiteInScope() }} />;
}
