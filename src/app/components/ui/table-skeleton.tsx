import { Skeleton } from './skeleton';

interface TableSkeletonProps {
  columns: number;
  rows?: number;
  label: string;
}

/** Shaped like the list tables: a header line and rows of cells. */
export function TableSkeleton({ columns, rows = 8, label }: TableSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
      <div className="flex gap-4 border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-900">
        {Array.from({ length: columns }, (_, i) => (
          <Skeleton key={i} className="h-3 flex-1" />
        ))}
      </div>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex h-12 items-center gap-4 border-b border-slate-100 px-4 last:border-0 dark:border-slate-800">
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} className="h-4 flex-1" />
          ))}
        </div>
      ))}
    </div>
  );
}
