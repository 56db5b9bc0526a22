/** Placeholders the size of the day strip and the windows, while the server answers. */
export function PickupSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading pickup windows…</span>
      <div className="flex gap-2">
        {[0, 1, 2, 3, 4].map((n) => (
          <div key={n} className="h-14 w-28 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="h-12 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    </div>
  );
}
