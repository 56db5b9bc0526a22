import { PART_STATUSES } from '#contract/parts';
import { humanize } from '#app/lib/format/humanize';

/** The service round trip in order; `retired` is not a step but the end of the part's life. */
export const LIFECYCLE_STEPS = PART_STATUSES.filter((status) => status !== 'retired');

const DOT = {
  done: 'bg-blue-700 border-blue-700 dark:bg-sky-300 dark:border-sky-300',
  current: 'bg-white border-blue-700 ring-4 ring-blue-200 dark:bg-slate-950 dark:border-sky-300 dark:ring-sky-900',
  upcoming: 'bg-white border-slate-400 dark:bg-slate-950 dark:border-slate-500',
};

/** Where the part is in its service round trip; the current step carries aria-current="step". */
export function LifecycleStepper({ status }: { status: string }) {
  if (status === 'retired') {
    return (
      <p className="rounded-lg border border-zinc-300 bg-zinc-100 p-4 text-sm text-zinc-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100">
        <span className="font-semibold">Retired.</span> This part has left the service cycle and can no longer be ordered for
        service.
      </p>
    );
  }
  const current = LIFECYCLE_STEPS.indexOf(status as (typeof LIFECYCLE_STEPS)[number]);
  return (
    <div>
      {current === -1 ? <p className="mb-3 text-sm">Current status “{humanize(status)}” is not one of the steps below.</p> : null}
      <ol aria-label="Service lifecycle" className="grid gap-3 sm:grid-cols-6 sm:gap-2">
        {LIFECYCLE_STEPS.map((step, index) => {
          const state = current === -1 || index > current ? 'upcoming' : index === current ? 'current' : 'done';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2 sm:flex-col sm:items-start"
            >
              <span aria-hidden="true" className={`h-4 w-4 shrink-0 rounded-full border-2 ${DOT[state]}`} />
              <span className={`text-sm ${state === 'current' ? 'font-semibold' : ''}`}>
                {humanize(step)}
                <span className="sr-only">{state === 'current' ? ' (current step)' : state === 'done' ? ' (done)' : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
