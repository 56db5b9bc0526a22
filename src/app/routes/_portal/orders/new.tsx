import { createFileRoute } from '@tanstack/react-router';
import { NewOrderPage } from '#app/features/orders/new/new-order-page';
import { NewOrderPendingPage } from '#app/features/orders/new/new-order-pending-page';
import { newOrderSearchSchema } from '#app/features/orders/new/new-order-search';
import { ORDERABLE_PART_STATUSES, orderablePartsQueryOptions } from '#app/features/orders/api/orderable-parts-query';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';

export const Route = createFileRoute('/_portal/orders/new')({
  validateSearch: newOrderSearchSchema,
  loader: async ({ context: { queryClient } }) => {
    // Due parts first where the server can sort by forecast; a failed question lists the newest first.
    const capabilities = await queryClient.query(partsCapabilitiesQueryOptions()).catch(() => null);
    const dueFirst = capabilities?.wearActions === true;
    await Promise.all(
      ORDERABLE_PART_STATUSES.map((status) => queryClient.infiniteQuery(orderablePartsQueryOptions(status, dueFirst))),
    );
  },
  head: () => ({ meta: [{ title: 'New order · Orders · Whetstone' }] }),
  pendingComponent: NewOrderPendingPage,
  component: NewOrderRoute,
});

function NewOrderRoute() {
  return <NewOrderPage partIds={Route.useSearch().part_ids ?? []} />;
}
