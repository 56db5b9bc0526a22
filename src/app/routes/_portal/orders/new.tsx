import { createFileRoute } from '@tanstack/react-router';
import { NewOrderPage } from '#app/features/orders/new/new-order-page';
import { NewOrderPendingPage } from '#app/features/orders/new/new-order-pending-page';
import { newOrderSearchSchema } from '#app/features/orders/new/new-order-search';
import { ORDERABLE_PART_STATUSES, orderablePartsQueryOptions } from '#app/features/orders/api/orderable-parts-query';

export const Route = createFileRoute('/_portal/orders/new')({
  validateSearch: newOrderSearchSchema,
  loader: async ({ context: { queryClient } }) => {
    await Promise.all(ORDERABLE_PART_STATUSES.map((status) => queryClient.infiniteQuery(orderablePartsQueryOptions(status))));
  },
  head: () => ({ meta: [{ title: 'New order · Orders · Whetstone' }] }),
  pendingComponent: NewOrderPendingPage,
  component: NewOrderRoute,
});

function NewOrderRoute() {
  return <NewOrderPage partIds={Route.useSearch().part_ids ?? []} />;
}
