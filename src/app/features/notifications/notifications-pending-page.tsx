import { PageHeader } from '#app/components/ui/page-header';
import { Skeleton } from '#app/components/ui/skeleton';
import { NOTIFICATIONS_HEADING } from '#contract/screen-headings';

/** The heading over the grid's four rows while the choices load. */
export function NotificationsPendingPage() {
  return (
    <>
      <PageHeader {...NOTIFICATIONS_HEADING} />
      <div role="status" aria-label="Loading your notification choices" className="flex flex-col gap-2">
        <Skeleton className="mb-2 h-6 w-40" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-20 w-full sm:h-16" />
        ))}
      </div>
    </>
  );
}
