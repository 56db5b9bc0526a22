import { PageHeader } from '#app/components/ui/page-header';
import { TableSkeleton } from '#app/components/ui/skeleton';

export function WebhooksPendingPage() {
  return (
    <>
      <PageHeader title="Webhooks" />
      <TableSkeleton columns={5} rows={3} label="Loading webhook endpoints" />
    </>
  );
}
