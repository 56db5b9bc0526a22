import { Field, Select } from './field';
import { useSearchParam } from './use-search-param';

export interface FilterOption {
  value: string;
  label: string;
}

interface SelectFilterProps {
  /** The search param this select reads and writes, e.g. `status`. */
  name: string;
  label: string;
  options: readonly FilterOption[];
  /** Label of the empty choice that removes the filter. */
  allLabel?: string;
}

/** A filter that lives in the URL, so every filtered view is a shareable link. */
export function SelectFilter({ name, label, options, allLabel = 'All' }: SelectFilterProps) {
  const [value, setValue] = useSearchParam(name);
  return (
    <Field label={label} size="filter">
      {({ id }) => (
        <Select id={id} value={value} onChange={(event) => setValue(event.target.value)} className="px-2">
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
