import { formatCount } from '#app/lib/format/format';
import { ErrorPanel } from '#app/components/ui/error-panel';
import type { CursorList } from './use-cursor-list';

interface ListStatusProps<T> {
  list: CursorList<T>;
  noun: readonly [singular: string, plural: string];
  position: 'top' | 'bottom';
}

function counted(count: number, [singular, plural]: readonly [string, string]): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** Top: the total and background refresh. Bottom: "loading more", a load error, or the end of the list. */
export function ListStatus<T>({ list, noun, position }: ListStatusProps<T>) {
  if (position === 'top') {
    return (
      <div className="mb-2 flex items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
        <p>{counted(list.total, noun)}</p>
        <p role="status" aria-live="polite" className="text-xs">
          {list.isRefreshing ? 'Refreshing…' : ''}
        </p>
      </div>
    );
  }
  if (list.loadMoreError) {
    const retry = () => void (list.hasNextPage ? list.fetchNextPage() : list.fetchPreviousPage());
    return (
      <div className="mt-3">
        <ErrorPanel error={list.loadMoreError} onRetry={retry} />
      </div>
    );
  }
  let message = '';
  if (list.isFetchingNextPage || list.isFetchingPreviousPage) message = `Loading more ${noun[1]}…`;
  else if (!list.hasNextPage) message = `End of list · ${counted(list.total, noun)}`;
  return (
    <p role="status" aria-live="polite" className="mt-3 min-h-6 text-center text-sm text-slate-700 dark:text-slate-300">
      {message}
    </p>
  );
}
