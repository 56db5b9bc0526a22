import { tablePendingPage } from '#app/components/ui/table-pending-page';

export const WebhooksPendingPage = tablePendingPage({
  title: 'Webhooks',
  columns: 5,
  rows: 3,
  label: 'Loading webhook endpoints',
});
