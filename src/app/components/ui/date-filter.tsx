import { Field, Input } from './field';

interface DateFilterProps {
  label: string;
  /** YYYY-MM-DD from the route's validated search; undefined when unset. */
  value: string | undefined;
  onChange: (next: string | undefined) => void;
  /** Keeps the range in order in the browser's date picker. */
  min?: string;
  max?: string;
  /** Set while the range is reversed: the control is marked invalid and described by the message. */
  describedBy?: string;
}

/** An inclusive date bound that lives in the URL, like the select filters. */
export function DateFilter({ label, value, onChange, min, max, describedBy }: DateFilterProps) {
  return (
    <Field label={label} size="filter">
      {({ id }) => (
        <Input
          id={id}
          type="date"
          value={value ?? ''}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value || undefined)}
          aria-invalid={describedBy ? true : undefined}
          aria-describedby={describedBy}
          className="px-2"
        />
      )}
    </Field>
  );
}
