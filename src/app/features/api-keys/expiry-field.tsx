import { Alert } from '#app/components/ui/alert';
import { Input } from '#app/components/ui/field';
import { EXPIRY_CHOICES, localDay, type ExpiryChoice } from './api-key-expiry';

export const EXPIRY_FIELD_ID = 'api-key-expiry';

interface ExpiryFieldProps {
  choice: ExpiryChoice;
  date: string;
  onChoice: (choice: ExpiryChoice) => void;
  onDate: (date: string) => void;
  error?: string;
}

export function ExpiryField({ choice, date, onChoice, onDate, error }: ExpiryFieldProps) {
  return (
    <fieldset aria-describedby={error ? 'expiry-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Expires</legend>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {EXPIRY_CHOICES.map(({ value, label }) => (
          <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              id={choice === value ? EXPIRY_FIELD_ID : undefined}
              name="expiry"
              value={value}
              checked={choice === value}
              onChange={() => onChoice(value)}
              className="size-4"
            />
            {label}
          </label>
        ))}
      </div>
      {choice === 'date' ? (
        <label className="mt-2 flex flex-col gap-1 text-sm">
          <span className="text-xs font-medium text-slate-700 dark:text-slate-300">Expiry date</span>
          <Input
            type="date"
            value={date}
            min={localDay(new Date())}
            onChange={(event) => onDate(event.target.value)}
            className="w-48 px-2"
          />
        </label>
      ) : null}
      {choice === 'never' ? (
        <Alert tone="warning" className="mt-2 p-2">
          <strong>Warning:</strong> a key that never expires keeps working until you revoke it. Prefer an expiry and roll the key
          before it.
        </Alert>
      ) : null}
      {error ? (
        <p id="expiry-error" className="mt-1 text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
