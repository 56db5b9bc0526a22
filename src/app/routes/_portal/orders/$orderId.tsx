import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsPage } from '#app/features/orders/detail/order-details-page';
import { OrderDetailsPendingPage } from '#app/features/orders/detail/order-details-pending-page';
import { loadOrder } from '#app/features/orders/api/order-loader';
import { OrderNotFound } from '#app/features/orders/detail/order-not-found';

export const Route = createFileRoute('/_portal/orders/$orderId')({
  loader: ({ context: { queryClient }, params }) => loadOrder(queryClient, params.orderId),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.order_number ?? 'Order'} · Orders · Whetstone` }] }),
  pendingComponent: OrderDetailsPendingPage,
  notFoundComponent: OrderNotFound,
  component: OrderRoute,
});

function OrderRoute() {
  return <OrderDetailsPage orderId={Route.useParams().orderId} />;
}
