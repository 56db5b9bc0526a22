import { ORDER_STATUSES } from '#contract/orders';
import { humanize } from '#app/lib/format/humanize';

/** pending → scheduled → picked_up → in_service → out_for_delivery → completed, with the current step marked. */
export function OrderStepper({ status }: { status: string }) {
  const current = ORDER_STATUSES.findIndex((s) => s === status);
  return (
    <div>
      <ol aria-label="Order progress" className="flex flex-wrap gap-x-1 gap-y-3">
        {ORDER_STATUSES.map((step, index) => {
          const done = current >= 0 && (index < current || status === 'completed');
          const isCurrent = index === current && status !== 'completed';
          const state = done ? 'done' : isCurrent ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className="flex min-w-28 flex-1 flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${
                  state === 'done'
                    ? 'bg-emerald-600 dark:bg-emerald-400'
                    : state === 'current'
                      ? 'bg-blue-700 dark:bg-sky-300'
                      : 'bg-slate-200 dark:bg-slate-700'
                }`}
              />
              <span className={`text-xs ${state === 'upcoming' ? 'text-slate-600 dark:text-slate-400' : 'font-medium'}`}>
                {humanize(step)}
                <span className="sr-only"> ({state === 'done' ? 'done' : state === 'current' ? 'current step' : 'to come'})</span>
              </span>
            </li>
          );
        })}
      </ol>
      {current < 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          The order is “{humanize(status)}”, a status outside the usual steps.
        </p>
      ) : null}
    </div>
  );
}
