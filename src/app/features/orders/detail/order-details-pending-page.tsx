import { Skeleton } from '#app/components/ui/skeleton';

/** Shaped like the order screen: title, stepper, facts, parts and timeline. */
export function OrderDetailsPendingPage() {
  return (
    <div role="status" aria-label="Loading order">
      <Skeleton className="mb-4 h-4 w-24" />
      <Skeleton className="mb-2 h-8 w-64" />
      <Skeleton className="mb-6 h-5 w-32" />
      <Skeleton className="mb-6 h-8 w-full" />
      <Skeleton className="mb-8 h-32 w-full" />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}
