import { Skeleton } from '#app/components/ui/skeleton';

/** Shaped like the part screen; kept out of its lazy chunk so it shows at once. */
export function PartDetailPendingPage() {
  return (
    <div role="status" aria-label="Loading part" className="space-y-6">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-3 w-full max-w-sm" />
      <div className="grid gap-4 sm:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4" />
        ))}
      </div>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
