import { Field, Select } from './field';

export interface FilterOption<T extends string = string> {
  value: T;
  label: string;
}

interface SelectFilterProps<T extends string> {
  label: string;
  options: readonly FilterOption<T>[];
  /** The filter's value from the route's validated search; undefined when unset. */
  value: T | undefined;
  onChange: (next: T | undefined) => void;
  /** Label of the empty choice that removes the filter. */
  allLabel?: string;
}

/** A filter that lives in the URL, so every filtered view is a shareable link. */
export function SelectFilter<T extends string>({ label, options, value, onChange, allLabel = 'All' }: SelectFilterProps<T>) {
  return (
    <Field label={label} size="filter">
      {({ id }) => (
        <Select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
          className="px-2"
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
