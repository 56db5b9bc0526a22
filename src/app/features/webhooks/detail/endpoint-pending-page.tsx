import { PageHeader } from '#app/components/ui/page-header';
import { Skeleton } from '#app/components/ui/skeleton';

export function EndpointPendingPage() {
  return (
    <>
      <PageHeader title="Webhook endpoint" />
      <div role="status" aria-label="Loading the endpoint" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-96 max-w-full" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </>
  );
}
