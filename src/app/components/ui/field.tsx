import {
  useId,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** The look every text box, text area and select shares; a red border when aria-invalid. */
export const CONTROL_CLASS =
  'min-h-10 rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark] aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-400';

/** React 19 passes `ref` as a prop: a form can move focus to its field. */
export function Input({ className = 'w-full', ...props }: ComponentProps<'input'>) {
  return <input {...props} className={`${CONTROL_CLASS} ${className}`} />;
}

export function Textarea({ className = 'w-full', ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={`${CONTROL_CLASS} py-2 ${className}`} />;
}

export function Select({ className = 'w-full', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={`${CONTROL_CLASS} ${className}`} />;
}

export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** A fixed id for the control (an error summary links to it); generated otherwise. */
  id?: string;
  /** `filter` is the small label of a list filter. */
  size?: 'form' | 'filter';
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** Label, control, hint and the field's error, wired with htmlFor and aria-describedby. */
export function Field({
  label,
  error,
  hint,
  required = false,
  id: fixedId,
  size = 'form',
  className = '',
  children,
}: FieldProps) {
  const generated = useId();
  const id = fixedId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const labelClass = size === 'filter' ? 'text-xs font-medium text-slate-700 dark:text-slate-300' : 'text-sm font-medium';
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span className="font-normal text-slate-700 dark:text-slate-300"> (required)</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  id?: string;
}

/** A labelled one-line text field. */
export function TextField({ name, label, value, onChange, error, hint, required, id, ...rest }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <Input
          type="text"
          autoComplete="off"
          {...rest}
          id={control.id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          aria-required={required}
        />
      )}
    </Field>
  );
}
