import { createFileRoute } from '@tanstack/react-router';
import { loadWebhookEndpoint } from '#app/features/webhooks/api/webhook-endpoint-query';
import { webhookDeliveriesQueryOptions } from '#app/features/webhooks/api/webhook-deliveries-query';
import { EndpointNotFound } from '#app/features/webhooks/detail/endpoint-not-found';
import { EndpointPage } from '#app/features/webhooks/detail/endpoint-page';
import { EndpointPendingPage } from '#app/features/webhooks/detail/endpoint-pending-page';

export const Route = createFileRoute('/_portal/settings/webhooks/$endpointId')({
  loader: async ({ context: { queryClient }, params }) => {
    const [endpoint] = await Promise.all([
      loadWebhookEndpoint(queryClient, params.endpointId),
      // The log's own failure shows in its place; a missing endpoint is the screen's not-found.
      queryClient.infiniteQuery(webhookDeliveriesQueryOptions(params.endpointId)).catch(() => undefined),
    ]);
    return endpoint;
  },
  head: () => ({ meta: [{ title: 'Webhook endpoint · Whetstone' }] }),
  pendingComponent: EndpointPendingPage,
  notFoundComponent: EndpointNotFound,
  component: EndpointRoute,
});

function EndpointRoute() {
  return <EndpointPage endpointId={Route.useParams().endpointId} />;
}
