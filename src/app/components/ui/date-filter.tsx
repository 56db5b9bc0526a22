import { Field, Input } from './field';
import { useSearchParam } from './use-search-param';

interface DateFilterProps {
  name: 'from' | 'to';
  label: string;
  /** Keeps the range in order in the browser's date picker. */
  min?: string;
  max?: string;
  /** Set while the range is reversed: the control is marked invalid and described by the message. */
  describedBy?: string;
}

/** An inclusive date bound that lives in the URL, like the select filters. */
export function DateFilter({ name, label, min, max, describedBy }: DateFilterProps) {
  const [value, setValue] = useSearchParam(name);
  return (
    <Field label={label} size="filter">
      {({ id }) => (
        <Input
          id={id}
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={describedBy ? true : undefined}
          aria-describedby={describedBy}
          className="px-2"
        />
      )}
    </Field>
  );
}
