import { useState, type FormEvent } from 'react';
import { PICKUP_SCHEDULE_LIMITS } from '#contract/pickup-schedule-vocabulary';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { Field, Input, Select, Textarea } from '#app/components/ui/field';
import { ApiError } from '#app/lib/http/api-error';
import { PartsFields } from './parts-fields';
import { describeRule } from './rule-choices';
import { RuleFields } from './rule-fields';
import { scheduleProblemSummary, serverScheduleProblems } from './schedule-form-problems';
import {
  clientScheduleProblems,
  ruleChoicesOf,
  SCHEDULE_FIELD_IDS,
  scheduleBodyOf,
  type ScheduleBody,
  type ScheduleFormValues,
  type ScheduleProblems,
} from './schedule-form-values';
import { WindowFields } from './window-fields';

const MAKE = ['Make schedule', 'Making…'] as const;

interface ScheduleFormProps {
  initial: ScheduleFormValues;
  /** The sites to choose from; one site only: the form is for it, and asks nothing. */
  sites: readonly { id: string; name: string }[];
  submit: (body: ScheduleBody) => void;
  isPending: boolean;
  error: Error | null;
  onCancel: () => void;
  /** The submit button's words, e.g. ["Make schedule", "Making…"]. */
  labels?: readonly [idle: string, busy: string];
}

/** A site's recurring pickup from a few choices: how often, which window, how far ahead, which parts. */
export function ScheduleForm({ initial, sites, submit, isPending, error, onCancel, labels = MAKE }: ScheduleFormProps) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<ScheduleProblems>({});
  const [refusal, setRefusal] = useState<object | null>(null);
  const rejection = error instanceof ApiError && error.status === 422 ? error : null;
  const otherError = error && !rejection ? error : null;
  const shown = { ...serverScheduleProblems(rejection), ...problems };
  const change = (next: Partial<ScheduleFormValues>) => setValues((v) => ({ ...v, ...next }));
  const choices = ruleChoicesOf(values);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = clientScheduleProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setRefusal({});
      return;
    }
    submit(scheduleBodyOf(values));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Pickup schedule">
      <ErrorSummary problems={scheduleProblemSummary(shown)} focusKey={rejection ?? refusal} />
      {sites.length > 1 ? (
        <Field id={SCHEDULE_FIELD_IDS.site_id} label="Site" required error={shown.site_id}>
          {(control) => (
            <Select
              id={control.id}
              value={values.site_id}
              onChange={(event) => change({ site_id: event.target.value })}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
            >
              <option value="">Choose a site</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <RuleFields values={values} onChange={change} error={shown.rule} />
      <WindowFields values={values} onChange={change} error={shown.window_preference} />
      <Field
        id={SCHEDULE_FIELD_IDS.lead_days}
        label="Order ahead (days)"
        required
        error={shown.lead_days}
        hint={`The order is placed this many days before each pickup (${PICKUP_SCHEDULE_LIMITS.leadDaysMin}–${PICKUP_SCHEDULE_LIMITS.leadDaysMax}).`}
      >
        {(control) => (
          <Input
            id={control.id}
            type="number"
            inputMode="numeric"
            min={PICKUP_SCHEDULE_LIMITS.leadDaysMin}
            max={PICKUP_SCHEDULE_LIMITS.leadDaysMax}
            value={values.lead_days}
            onChange={(event) => change({ lead_days: event.target.value })}
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
            className="w-32 px-2"
          />
        )}
      </Field>
      <PartsFields values={values} onChange={change} error={shown.parts} />
      <Field id={SCHEDULE_FIELD_IDS.instructions} label="Instructions for the driver" error={shown.instructions}>
        {(control) => (
          <Textarea
            id={control.id}
            rows={2}
            maxLength={PICKUP_SCHEDULE_LIMITS.instructionsMax}
            value={values.instructions}
            onChange={(event) => change({ instructions: event.target.value })}
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
          />
        )}
      </Field>
      <p className="text-sm" aria-live="polite">
        <strong>
          {choices.frequency === 'weekly' && choices.weekdays.length === 0 ? 'No weekday chosen' : describeRule(choices)}
        </strong>
        , {values.window === 'earliest' ? 'the earliest window' : `between ${values.window_start} and ${values.window_end}`},
        ordered {values.lead_days} days ahead.
      </p>
      {otherError ? <ErrorPanel error={otherError} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? labels[1] : otherError ? 'Try again' : labels[0]}
        </Button>
      </div>
    </form>
  );
}
