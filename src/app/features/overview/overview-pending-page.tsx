import { PageHeader } from '#app/components/ui/page-header';
import { Skeleton } from '#app/components/ui/skeleton';

/**
 * Cards on the overview, for the skeleton's shape: the part, wear and three order and invoice tiles
 * (overview-tiles.test.ts holds it to the tiles). A number, not the tiles: the skeleton is on the
 * first load's path and the tiles' links are not.
 */
export const OVERVIEW_TILE_COUNT = 8;

export function OverviewPendingPage() {
  return (
    <>
      <PageHeader title="Overview" />
      <ul role="status" aria-label="Loading counts" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: OVERVIEW_TILE_COUNT }, (_, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-2 h-8 w-16" />
            <Skeleton className="mt-2 h-3 w-40" />
          </li>
        ))}
      </ul>
      <div className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </>
  );
}
