import type { OrderTimelineEntry } from '#contract/orders';
import { formatDateTime } from '#app/lib/format/format';
import { madeByText } from './actor-label';

/** When and by whom, in one sentence; "by you" where the server does not say who (the customer cancels). */
export function cancelledText(timeline: readonly OrderTimelineEntry[]): string {
  const entry = timeline.findLast((e) => e.status === 'cancelled');
  if (!entry) return 'This order was cancelled.';
  const who = entry.made_by ? madeByText(entry.made_by).replace(/^By /, 'by ') : 'by your account';
  return `This order was cancelled on ${formatDateTime(entry.occurred_at)}, ${who}.`;
}

/** In place of the progress steps: a cancelled order left them, and nothing more will happen to it. */
export function CancelledNote({ timeline }: { timeline: readonly OrderTimelineEntry[] }) {
  return (
    <div className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm dark:border-slate-600 dark:bg-slate-900">
      <p className="font-semibold">{cancelledText(timeline)}</p>
      <p className="mt-1">Its parts were not picked up and went back to you. Nothing is charged and no invoice is issued.</p>
    </div>
  );
}
