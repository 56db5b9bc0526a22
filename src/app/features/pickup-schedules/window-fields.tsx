import { Input } from '#app/components/ui/field';
import { ChoiceFieldset, Radio } from './choice-fieldset';
import { SCHEDULE_FIELD_IDS, type ScheduleFormValues } from './schedule-form-values';

interface WindowFieldsProps {
  values: ScheduleFormValues;
  onChange: (change: Partial<ScheduleFormValues>) => void;
  error?: string | undefined;
}

/** Which window of the day: the earliest offered, or one inside a range of the site's local time. */
export function WindowFields({ values, onChange, error }: WindowFieldsProps) {
  const id = SCHEDULE_FIELD_IDS.window_preference;
  return (
    <ChoiceFieldset legend="Pickup window" name="schedule-window" error={error}>
      <div className="flex flex-wrap gap-x-5">
        <Radio
          name="window"
          value="earliest"
          checked={values.window === 'earliest'}
          onChoose={(window) => onChange({ window })}
          id={id}
        >
          The earliest offered
        </Radio>
        <Radio
          name="window"
          value="range"
          checked={values.window === 'range'}
          onChoose={(window) => onChange({ window })}
          id={`${id}-range`}
        >
          Between two times
        </Radio>
      </div>
      {values.window === 'range' ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            From
            <Input
              id={id}
              type="time"
              value={values.window_start}
              onChange={(event) => onChange({ window_start: event.target.value })}
              aria-invalid={Boolean(error)}
              className="w-36 px-2"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            To
            <Input
              type="time"
              value={values.window_end}
              onChange={(event) => onChange({ window_end: event.target.value })}
              aria-invalid={Boolean(error)}
              className="w-36 px-2"
            />
          </label>
          <p className="pb-2 text-xs text-slate-700 dark:text-slate-300">In the site’s time zone.</p>
        </div>
      ) : null}
    </ChoiceFieldset>
  );
}
