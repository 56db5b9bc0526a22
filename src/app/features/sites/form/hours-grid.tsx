import { SITE_LIMITS } from '#contract/sites';
import { SITE_WEEKDAYS, type SiteWeekday, type WallClockRange } from '#contract/site-hours';
import { Button } from '#app/components/ui/button';
import { Input } from '#app/components/ui/field';
import { copyMondayToWeekdays, endForInput, endFromInput, WEEKDAY_NAMES } from './site-form-values';
import type { SiteProblems } from './site-form-problems';

type Hours = Record<SiteWeekday, WallClockRange[]>;

interface HoursGridProps {
  hours: Hours;
  onChange: (hours: Hours) => void;
  problems: SiteProblems;
}

const ERROR = 'text-sm font-medium text-red-800 dark:text-red-300';
const CHECK_LABEL = 'flex min-h-11 items-center gap-2 text-sm font-medium';

/** One time input with its own visible label; `id` is where an error summary link lands. */
function TimeInput({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
      {label}
      <Input
        id={id}
        type="time"
        className="w-full min-w-0 sm:w-32"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    </label>
  );
}

function DayRow({
  day,
  ranges,
  setRanges,
  problems,
}: {
  day: SiteWeekday;
  ranges: WallClockRange[];
  setRanges: (ranges: WallClockRange[]) => void;
  problems: SiteProblems;
}) {
  const name = WEEKDAY_NAMES[day];
  const dayProblem = problems[`receiving_hours.${day}`];
  const update = (index: number, patch: Partial<WallClockRange>) =>
    setRanges(ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)));
  return (
    <fieldset
      className="border-t border-slate-200 py-2 first:border-t-0 dark:border-slate-700"
      aria-describedby={dayProblem ? `site-hours-${day}-error` : undefined}
    >
      <legend className="sr-only">{name}</legend>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
        <label className={`${CHECK_LABEL} w-36`}>
          <input
            id={`site-hours-${day}`}
            type="checkbox"
            className="size-5"
            checked={ranges.length > 0}
            onChange={(event) => setRanges(event.target.checked ? [{ start: '08:00', end: '18:00' }] : [])}
          />
          <span aria-hidden="true">{name}</span>
          <span className="sr-only">Open on {name}</span>
        </label>
        {ranges.length === 0 ? (
          <p className="flex min-h-11 items-center text-sm text-slate-700 dark:text-slate-300">Closed</p>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {ranges.map((range, index) => {
            const problem = problems[`receiving_hours.${day}.${index}`];
            const errorId = problem ? `site-hours-${day}-${index}-error` : undefined;
            return (
              <div key={index} className="flex flex-wrap items-end gap-2">
                <TimeInput
                  id={`site-hours-${day}-${index}`}
                  label={index === 0 ? 'Opens' : 'Opens again'}
                  value={range.start}
                  onChange={(start) => update(index, { start })}
                  invalid={Boolean(problem)}
                  describedBy={errorId}
                />
                <TimeInput
                  label="Closes"
                  value={endForInput(range.end)}
                  onChange={(end) => update(index, { end: endFromInput(end) })}
                  invalid={Boolean(problem)}
                  describedBy={errorId}
                />
                {index > 0 ? (
                  <Button
                    variant="ghost"
                    aria-label={`Remove the second hours on ${name}`}
                    onClick={() => setRanges(ranges.slice(0, 1))}
                  >
                    Remove
                  </Button>
                ) : ranges.length < SITE_LIMITS.rangesPerDay ? (
                  <Button
                    variant="ghost"
                    aria-label={`Add second hours on ${name}`}
                    onClick={() => setRanges([...ranges, { start: '', end: '' }])}
                  >
                    Add hours
                  </Button>
                ) : null}
                {problem ? (
                  <p id={errorId} className={`${ERROR} w-full`}>
                    {problem}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      {dayProblem ? (
        <p id={`site-hours-${day}-error`} className={ERROR}>
          {dayProblem}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The weekly receiving hours: each day closed, or one or two ranges of local time. */
export function HoursGrid({ hours, onChange, problems }: HoursGridProps) {
  return (
    <fieldset className="rounded-lg border border-slate-200 px-3 pb-2 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Receiving hours</legend>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        When the kitchen can hand parts to a driver, in the site’s own time zone. Untick a day it is closed; a closing time of
        00:00 means midnight.
      </p>
      {problems.receiving_hours ? <p className={ERROR}>{problems.receiving_hours}</p> : null}
      {SITE_WEEKDAYS.map((day) => (
        <DayRow
          key={day}
          day={day}
          ranges={hours[day]}
          setRanges={(ranges) => onChange({ ...hours, [day]: ranges })}
          problems={problems}
        />
      ))}
      <Button variant="secondary" className="mt-1" onClick={() => onChange(copyMondayToWeekdays(hours))}>
        Copy Monday to Tuesday–Friday
      </Button>
    </fieldset>
  );
}
