import { PICKUP_SCHEDULE_LIMITS } from '#contract/pickup-schedule-vocabulary';
import { Input } from '#app/components/ui/field';
import { formatCount } from '#app/lib/format/format';
import { ChoiceFieldset, Radio } from './choice-fieldset';
import { SCHEDULE_FIELD_IDS, type ScheduleFormValues } from './schedule-form-values';

interface PartsFieldsProps {
  values: ScheduleFormValues;
  onChange: (change: Partial<ScheduleFormValues>) => void;
  error?: string | undefined;
}

const NUMBER_LABEL = 'flex flex-col gap-1 text-sm font-medium';

/** Which parts go: those due by then (by wear or by time, whichever comes first), or the same list each time. */
export function PartsFields({ values, onChange, error }: PartsFieldsProps) {
  const id = SCHEDULE_FIELD_IDS.parts;
  const listed = values.part_ids.length;
  return (
    <ChoiceFieldset legend="Parts" name="schedule-parts" error={error}>
      <div className="flex flex-wrap gap-x-5">
        <Radio name="parts" value="due" checked={values.parts === 'due'} onChoose={(parts) => onChange({ parts })} id={id}>
          Parts due by then
        </Radio>
        {listed > 0 ? (
          <Radio name="parts" value="fixed" checked={values.parts === 'fixed'} onChoose={(parts) => onChange({ parts })} id={id}>
            The same {listed === 1 ? 'part' : `${formatCount(listed)} parts`} each time
          </Radio>
        ) : null}
      </div>
      {values.parts === 'due' ? (
        <>
          <div className="flex flex-wrap gap-3">
            <label className={NUMBER_LABEL}>
              Worn at least (%)
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={values.wear_at_least}
                onChange={(event) => onChange({ wear_at_least: event.target.value })}
                aria-invalid={Boolean(error)}
                className="w-32 px-2"
              />
            </label>
            <label className={NUMBER_LABEL}>
              Or days since service
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={PICKUP_SCHEDULE_LIMITS.daysSinceServiceMax}
                value={values.days_since_service_at_least}
                onChange={(event) => onChange({ days_since_service_at_least: event.target.value })}
                aria-invalid={Boolean(error)}
                className="w-40 px-2"
              />
            </label>
          </div>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            Every part of the site goes when its wear forecast reaches the level or its last service is that long ago, whichever
            comes first. Parts already in an open order wait.
          </p>
        </>
      ) : (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          The parts chosen on the order form, unless they are in an open order.
        </p>
      )}
    </ChoiceFieldset>
  );
}
