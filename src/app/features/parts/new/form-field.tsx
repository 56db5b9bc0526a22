import { useId, type ReactNode } from 'react';

const CONTROL =
  'min-h-10 w-full rounded-md border bg-white px-3 text-sm dark:bg-slate-900 aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (control: { id: string; describedBy: string | undefined; className: string; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and the server's message for the field, wired with aria-describedby. */
export function Field({ name, label, error, hint, required = false, children }: FieldProps) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? <span className="text-slate-700 dark:text-slate-300"> (required)</span> : null}
      </label>
      {children({
        id,
        describedBy,
        invalid: Boolean(error),
        className: `${CONTROL} ${error ? 'border-red-700' : 'border-slate-300 dark:border-slate-600'}`,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
}

export function TextField({ name, label, value, onChange, error, hint, required }: TextFieldProps) {
  return (
    <Field name={name} label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, className, invalid }) => (
        <input
          id={id}
          name={name}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required}
          autoComplete="off"
          className={className}
        />
      )}
    </Field>
  );
}
