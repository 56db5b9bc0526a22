import { PageHeader } from '#app/components/ui/page-header';
import { Skeleton } from '#app/components/ui/skeleton';

/** Shaped like the create form: parts, calendar and times, the summary beside them. */
export function NewOrderPendingPage() {
  return (
    <div role="status" aria-label="Loading the order form">
      <PageHeader title="New order" />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-72 w-80" />
          <Skeleton className="h-24 w-full" />
        </div>
        <Skeleton className="h-56 w-full" />
      </div>
    </div>
  );
}
