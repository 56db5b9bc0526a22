import { Skeleton } from '#app/components/ui/skeleton';
import { TableSkeleton } from '#app/components/ui/table-skeleton';

/** Shaped like the invoice screen; kept out of its lazy chunk so it shows at once. */
export function InvoiceDetailPendingPage() {
  return (
    <div role="status" aria-label="Loading invoice">
      <Skeleton className="mb-4 h-4 w-24" />
      <Skeleton className="mb-6 h-8 w-64" />
      <Skeleton className="mb-6 h-20 w-full" />
      <TableSkeleton columns={2} rows={4} label="Loading line items" />
    </div>
  );
}
