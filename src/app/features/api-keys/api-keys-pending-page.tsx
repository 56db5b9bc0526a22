import { PageHeader } from '#app/components/ui/page-header';
import { TableSkeleton } from '#app/components/ui/skeleton';

export function ApiKeysPendingPage() {
  return (
    <>
      <PageHeader title="API keys" />
      <TableSkeleton columns={7} rows={4} label="Loading API keys" />
    </>
  );
}
