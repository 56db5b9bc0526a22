import { FieldMessages } from '#app/features/orders/new/field-messages';
import { zoneShortName } from '#app/features/orders/format-window';
import { PickupDayPicker } from './pickup-day-picker';
import type { PickupWindowField, PickupWindowInput } from './pickup-window-input';

const TIME_INPUT =
  'mt-1 min-h-10 w-36 rounded-md border bg-white px-3 text-sm dark:bg-slate-900 dark:[color-scheme:dark] aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400 border-slate-300 dark:border-slate-600';

export const PICKUP_FIELD_IDS = { day: 'order-pickup-day', start: 'order-pickup-start', end: 'order-pickup-end' } as const;

interface PickupWindowFieldsProps {
  value: PickupWindowInput;
  onChange: (next: PickupWindowInput) => void;
  errors: Partial<Record<PickupWindowField, readonly string[]>>;
  notes: Partial<Record<'start' | 'end', string>>;
  timeZone: string;
}

/** Day and start/end times in the user's zone (named on screen); sent as UTC. */
export function PickupWindowFields({ value, onChange, errors, notes, timeZone }: PickupWindowFieldsProps) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold">Pickup window</legend>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Times are in your time zone, <strong>{timeZone}</strong> ({zoneShortName(timeZone)}). The window starts in the future,
        within 60 days, and is at least 2 hours long.
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <div>
          <p id={PICKUP_FIELD_IDS.day} tabIndex={-1} className="mb-2 text-sm font-medium">
            Day{value.day ? ': ' : ''}
            {value.day ? <span className="font-normal">{value.day}</span> : null}
          </p>
          <PickupDayPicker day={value.day} onChange={(day) => onChange({ ...value, day })} />
          <FieldMessages id={`${PICKUP_FIELD_IDS.day}-messages`} errors={errors.day} />
        </div>
        <div className="flex flex-col gap-4">
          {(['start', 'end'] as const).map((field) => (
            <div key={field}>
              <label htmlFor={PICKUP_FIELD_IDS[field]} className="block text-sm font-medium">
                {field === 'start' ? 'Window starts' : 'Window ends'}
              </label>
              <input
                id={PICKUP_FIELD_IDS[field]}
                type="time"
                step={60}
                value={value[field]}
                onChange={(event) => onChange({ ...value, [field]: event.target.value })}
                aria-invalid={(errors[field]?.length ?? 0) > 0}
                aria-describedby={`${PICKUP_FIELD_IDS[field]}-messages`}
                className={TIME_INPUT}
              />
              <FieldMessages
                id={`${PICKUP_FIELD_IDS[field]}-messages`}
                errors={errors[field]}
                notes={notes[field] ? [notes[field]] : []}
              />
            </div>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
