import type { OrderTimelineEntry } from '#contract/orders';
import { Badge } from '#app/components/ui/badge';
import { explainError } from '#app/components/ui/error-panel';
import { formatDateTime } from '#app/lib/format/format';
import { formatPickupWindow } from '#app/features/orders/format-window';
import { ActorLabel } from './actor-label';
import { ORDER_STATUS_TONES } from '#app/features/orders/order-status';

/** Every move of the order, oldest first, as a vertical line of events. */
export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">No moves recorded yet.</p>;
  return (
    <ol aria-label="Status timeline" className="relative border-l-2 border-slate-200 pl-6 dark:border-slate-700">
      {entries.map((entry, index) => (
        <li key={`${entry.status}:${entry.occurred_at}:${index}`} className="relative pb-5 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute -left-[1.95rem] top-1 h-3.5 w-3.5 rounded-full border-2 border-white bg-blue-700 dark:border-slate-950 dark:bg-sky-300"
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge value={entry.status} tones={ORDER_STATUS_TONES} />
            <ActorLabel actor={entry.actor} status={entry.status} madeBy={entry.made_by} />
          </div>
          {entry.previous_window && entry.window ? (
            <p className="mt-1 text-sm">
              <span className="sr-only">Pickup window moved </span>from{' '}
              <del className="no-underline">{formatPickupWindow(entry.previous_window.start, entry.previous_window.end)}</del> to{' '}
              <ins className="font-medium no-underline">{formatPickupWindow(entry.window.start, entry.window.end)}</ins>
            </p>
          ) : null}
          <time dateTime={entry.occurred_at} className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
            {formatDateTime(entry.occurred_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** A failed poll keeps the last timeline on screen; this says it may be out of date and why. */
export function TimelineRefreshError({ error }: { error: Error }) {
  return (
    <p
      role="status"
      className="mb-3 rounded-md border border-amber-400 bg-amber-50 p-2 text-xs text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
    >
      Live updates paused: {explainError(error).title.toLowerCase()}. Retrying by itself; the timeline may be out of date.
    </p>
  );
}
