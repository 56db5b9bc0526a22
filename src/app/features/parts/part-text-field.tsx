import { TextField } from '#app/components/ui/field';
import { partFieldId } from './new/part-form-errors';

/** The part's describing fields, as both the register and the edit form show them. */
const FIELDS = {
  internal_label: { label: 'Label', required: true },
  serial_number: { label: 'Serial number', required: false },
  manufacturer: { label: 'Manufacturer', required: false },
  model: { label: 'Model', required: false },
} as const;

type DescribingField = keyof typeof FIELDS;

interface PartTextFieldProps {
  /** Which form it is in: makes the field's id unique on a page that shows both. */
  form: string;
  field: DescribingField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
}

export function PartTextField({ form, field, value, error, onChange, hint }: PartTextFieldProps) {
  const { label, required } = FIELDS[field];
  return (
    <TextField
      id={partFieldId(form, field)}
      name={field}
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
    />
  );
}
