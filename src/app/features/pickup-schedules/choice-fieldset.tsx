import type { ReactNode } from 'react';

const ERROR = 'mt-1 text-sm font-medium text-red-800 dark:text-red-300';
export const OPTION_LABEL = 'inline-flex min-h-10 items-center gap-2 text-sm';

interface ChoiceFieldsetProps {
  legend: string;
  /** The id of the fieldset's error, which its controls are described by. */
  name: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A group of choices with its legend and its one error message. */
export function ChoiceFieldset({ legend, name, error, children }: ChoiceFieldsetProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className={ERROR}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface RadioProps<T extends string> {
  name: string;
  value: T;
  checked: boolean;
  onChoose: (value: T) => void;
  /** On the checked one: where an error summary link lands. */
  id?: string | undefined;
  children: ReactNode;
}

export function Radio<T extends string>({ name, value, checked, onChoose, id, children }: RadioProps<T>) {
  return (
    <label className={OPTION_LABEL}>
      <input
        type="radio"
        id={checked ? id : undefined}
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className="size-4"
      />
      {children}
    </label>
  );
}
