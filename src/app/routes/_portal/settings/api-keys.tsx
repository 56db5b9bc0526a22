import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysPage } from '#app/features/api-keys/api-keys-page';
import { ApiKeysPendingPage } from '#app/features/api-keys/api-keys-pending-page';
import { apiKeysQueryOptions } from '#app/features/api-keys/api/api-keys-query';

export const Route = createFileRoute('/_portal/settings/api-keys')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.query(apiKeysQueryOptions);
  },
  head: () => ({ meta: [{ title: 'API keys · Whetstone' }] }),
  pendingComponent: ApiKeysPendingPage,
  component: ApiKeysPage,
});
