import { createFileRoute } from '@tanstack/react-router';
import { webhookEndpointsQueryOptions } from '#app/features/webhooks/api/webhook-endpoints-query';
import { WebhooksPage } from '#app/features/webhooks/list/webhooks-page';
import { WebhooksPendingPage } from '#app/features/webhooks/list/webhooks-pending-page';

export const Route = createFileRoute('/_portal/settings/webhooks/')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.query(webhookEndpointsQueryOptions);
  },
  head: () => ({ meta: [{ title: 'Webhooks · Whetstone' }] }),
  pendingComponent: WebhooksPendingPage,
  component: WebhooksPage,
});
