interface SkeletonProps {
  className?: string;
}

/** A grey block standing in for content of the same shape while it loads. */
export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  return <span aria-hidden="true" className={`block animate-pulse rounded bg-slate-200 dark:bg-slate-800 ${className}`} />;
}
