import {
  MONTHLY_ORDINALS,
  RULE_LIMITS,
  RULE_WEEKDAYS,
  type MonthlyOrdinal,
  type RuleWeekday,
} from '#contract/pickup-schedule-rule';
import { Select } from '#app/components/ui/field';
import { ChoiceFieldset, OPTION_LABEL, Radio } from './choice-fieldset';
import { ORDINAL_LABELS, WEEKDAY_LABELS } from './rule-choices';
import { SCHEDULE_FIELD_IDS, type ScheduleFormValues } from './schedule-form-values';

interface RuleFieldsProps {
  values: ScheduleFormValues;
  onChange: (change: Partial<ScheduleFormValues>) => void;
  error?: string | undefined;
}

const numbers = (max: number) => Array.from({ length: max }, (_, i) => i + 1);
const weeksLabel = (n: number) => (n === 1 ? 'Every week' : n === 2 ? 'Every other week' : `Every ${n} weeks`);
const monthsLabel = (n: number) => (n === 1 ? 'Every month' : n === 2 ? 'Every other month' : `Every ${n} months`);
const SMALL_LABEL = 'flex flex-col gap-1 text-sm font-medium';

/** The rule from choices: every N weeks on chosen weekdays, or every N months on the nth weekday. */
export function RuleFields({ values, onChange, error }: RuleFieldsProps) {
  const toggle = (day: RuleWeekday, on: boolean) =>
    onChange({ weekdays: RULE_WEEKDAYS.filter((d) => (d === day ? on : values.weekdays.includes(d))) });
  return (
    <ChoiceFieldset legend="Repeats" name="schedule-rule" error={error}>
      <div className="flex flex-wrap gap-x-5">
        <Radio
          name="frequency"
          value="weekly"
          checked={values.frequency === 'weekly'}
          onChoose={(frequency) => onChange({ frequency })}
          id={SCHEDULE_FIELD_IDS.rule}
        >
          Weekly
        </Radio>
        <Radio
          name="frequency"
          value="monthly"
          checked={values.frequency === 'monthly'}
          onChoose={(frequency) => onChange({ frequency })}
          id={SCHEDULE_FIELD_IDS.rule}
        >
          Monthly
        </Radio>
      </div>
      {values.frequency === 'weekly' ? (
        <>
          <label className={SMALL_LABEL}>
            How often
            <Select
              value={values.every_weeks}
              onChange={(event) => onChange({ every_weeks: Number(event.target.value) })}
              className="w-56"
            >
              {numbers(RULE_LIMITS.weeklyIntervalMax).map((n) => (
                <option key={n} value={n}>
                  {weeksLabel(n)}
                </option>
              ))}
            </Select>
          </label>
          <div role="group" aria-label="On" className="flex flex-wrap gap-x-4">
            {RULE_WEEKDAYS.map((day) => (
              <label key={day} className={OPTION_LABEL}>
                <input
                  type="checkbox"
                  checked={values.weekdays.includes(day)}
                  onChange={(event) => toggle(day, event.target.checked)}
                  aria-invalid={Boolean(error)}
                  className="size-4"
                />
                {WEEKDAY_LABELS[day]}
              </label>
            ))}
          </div>
        </>
      ) : (
        <div className="flex flex-wrap gap-3">
          <label className={SMALL_LABEL}>
            How often
            <Select
              value={values.every_months}
              onChange={(event) => onChange({ every_months: Number(event.target.value) })}
              className="w-48"
            >
              {numbers(RULE_LIMITS.monthlyIntervalMax).map((n) => (
                <option key={n} value={n}>
                  {monthsLabel(n)}
                </option>
              ))}
            </Select>
          </label>
          <label className={SMALL_LABEL}>
            Which
            <Select
              value={values.ordinal}
              onChange={(event) => onChange({ ordinal: Number(event.target.value) as MonthlyOrdinal })}
              className="w-32"
            >
              {MONTHLY_ORDINALS.map((n) => (
                <option key={n} value={n}>
                  {ORDINAL_LABELS[n]}
                </option>
              ))}
            </Select>
          </label>
          <label className={SMALL_LABEL}>
            Weekday
            <Select
              value={values.weekday}
              onChange={(event) => onChange({ weekday: event.target.value as RuleWeekday })}
              className="w-40"
            >
              {RULE_WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {WEEKDAY_LABELS[day]}
                </option>
              ))}
            </Select>
          </label>
        </div>
      )}
    </ChoiceFieldset>
  );
}
