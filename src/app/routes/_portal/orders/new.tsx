import { createFileRoute } from '@tanstack/react-router';
import { NewOrderPage } from '#app/features/orders/new/new-order-page';
import { NewOrderPendingPage } from '#app/features/orders/new/new-order-pending-page';
import { newOrderSearchSchema } from '#app/features/orders/new/new-order-search';
import { ORDERABLE_PART_STATUSES, orderablePartsQueryOptions } from '#app/features/orders/api/orderable-parts-query';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';
import { OrderingSiteContext } from '#app/features/orders/api/ordering-site';

export const Route = createFileRoute('/_portal/orders/new')({
  validateSearch: newOrderSearchSchema,
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: async ({ context: { queryClient }, deps }) => {
    // Due parts first where the server can sort by forecast; a failed question lists the newest first.
    const [capabilities, site] = await Promise.all([
      queryClient.query(partsCapabilitiesQueryOptions()).catch(() => null),
      // Imported only when the URL names a site: the sites list stays out of the form's own chunk.
      deps.site ? import('#app/features/sites/site-scope').then((m) => m.loadSiteInScope(queryClient, deps.site)) : undefined,
    ]);
    const dueFirst = capabilities?.wearActions === true;
    await Promise.all(
      ORDERABLE_PART_STATUSES.map((status) => queryClient.infiniteQuery(orderablePartsQueryOptions(status, dueFirst, site))),
    );
    return { site };
  },
  head: () => ({ meta: [{ title: 'New order · Orders · Whetstone' }] }),
  pendingComponent: NewOrderPendingPage,
  component: NewOrderRoute,
});

function NewOrderRoute() {
  return (
    <OrderingSiteContext.Provider value={Route.useLoaderData().site}>
      <NewOrderPage partIds={Route.useSearch().part_ids ?? []} />
    </OrderingSiteContext.Provider>
  );
}
