import { SITE_LIMITS } from '#contract/sites';
import { Button } from '#app/components/ui/button';
import { Input } from '#app/components/ui/field';
import { newRowKey, type SiteFormValues } from './site-form-values';
import type { SiteProblems } from './site-form-problems';

type Closed = SiteFormValues['closed'];

interface ClosedDatesFieldsProps {
  closed: Closed;
  onChange: (closed: Closed) => void;
  problems: SiteProblems;
}

const LABEL = 'flex min-w-0 flex-col gap-1 text-sm font-medium';

/** Days the kitchen is closed though its weekday is open (holidays, a refit): a date and a reason per row. */
export function ClosedDatesFields({ closed, onChange, problems }: ClosedDatesFieldsProps) {
  const update = (index: number, patch: Partial<Closed[number]>) =>
    onChange(closed.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="rounded-lg border border-slate-200 px-3 pb-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Closed dates</legend>
      <p className="mb-2 text-xs text-slate-700 dark:text-slate-300">No pickups are offered on these days.</p>
      {problems.closed_dates ? (
        <p className="text-sm font-medium text-red-800 dark:text-red-300">{problems.closed_dates}</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {closed.map((row, index) => {
          const problem = problems[`closed_dates.${index}`];
          const errorId = problem ? `site-closed-${index}-error` : undefined;
          return (
            <li key={row.key}>
              <fieldset className="flex flex-wrap items-end gap-2">
                <legend className="sr-only">Closed date {index + 1}</legend>
                <label className={LABEL}>
                  Date
                  <Input
                    id={`site-closed-${index}`}
                    type="date"
                    className="w-full min-w-0 sm:w-44"
                    value={row.date}
                    onChange={(event) => update(index, { date: event.target.value })}
                    aria-invalid={Boolean(problem)}
                    aria-describedby={errorId}
                  />
                </label>
                <label className={`${LABEL} flex-1 basis-40`}>
                  Reason
                  <Input
                    value={row.reason}
                    maxLength={SITE_LIMITS.textMax}
                    placeholder="e.g. Christmas Day"
                    onChange={(event) => update(index, { reason: event.target.value })}
                  />
                </label>
                <Button
                  variant="ghost"
                  aria-label={`Remove closed date ${index + 1}`}
                  onClick={() => onChange(closed.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
                {problem ? (
                  <p id={errorId} className="w-full text-sm font-medium text-red-800 dark:text-red-300">
                    {problem}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ul>
      {closed.length < SITE_LIMITS.closedDatesMax ? (
        <Button
          id="site-add-closed"
          variant="secondary"
          className="mt-3"
          onClick={() => onChange([...closed, { key: newRowKey(), date: '', reason: '' }])}
        >
          Add a closed date
        </Button>
      ) : null}
    </fieldset>
  );
}
