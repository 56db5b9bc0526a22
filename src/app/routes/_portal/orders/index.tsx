import { createFileRoute } from '@tanstack/react-router';
import { isReversedRange } from '#app/lib/format/date-range';
import { loadSiteInScope, useSiteInScope } from '#app/features/sites/site-scope';
import { ordersListQueryOptions } from '#app/features/orders/api/orders-list-query';
import { OrdersPage } from '#app/features/orders/list/orders-page';
import { OrdersFailedPage, OrdersPendingPage } from '#app/features/orders/list/orders-list-screen';
import { ordersSearchSchema } from '#app/features/orders/list/orders-search';

export const Route = createFileRoute('/_portal/orders/')({
  validateSearch: ordersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: search }) => {
    // A reversed date range is never sent: the screen keeps its last good list and explains the mistake.
    if (isReversedRange(search)) return;
    await queryClient.infiniteQuery(ordersListQueryOptions({ ...search, site: await loadSiteInScope(queryClient, search.site) }));
  },
  head: () => ({ meta: [{ title: 'Orders · Whetstone' }] }),
  pendingComponent: OrdersPendingPage,
  errorComponent: OrdersFailedPage,
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersPage filters={{ ...Route.useSearch(), site: useSiteInScope() }} />;
}
