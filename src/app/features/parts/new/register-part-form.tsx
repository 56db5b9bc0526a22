import { useEffect, useState, type FormEvent } from 'react';
import { PART_TYPES, type Part, type PartCreate } from '#contract/parts';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { humanize } from '#app/lib/format/format';
import { Field, Select } from '#app/components/ui/field';
import { PartTextField } from '#app/features/parts/part-text-field';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { fieldErrorsOf, hasFormLevelError, partFieldId, partSummaryProblems } from './part-form-errors';
import { useRegisterPart } from '#app/features/parts/api/register-part-mutation';

const FIELDS = ['part_type', 'internal_label', 'serial_number', 'manufacturer', 'model'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { part_type: '', internal_label: '', serial_number: '', manufacturer: '', model: '' };

interface RegisterPartFormProps {
  onRegistered: (part: Part) => void;
  onCancel: () => void;
}

/** The server is the judge of valid input: its 422 details land on the fields, and what was typed stays. */
export function RegisterPartForm({ onRegistered, onCancel }: RegisterPartFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const register = useRegisterPart();
  const errors = fieldErrorsOf(register.error);
  const id = (field: string) => partFieldId('register-part', field);

  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty type goes to the server as missing, so its 422 names the field.
    const body = { ...values, part_type: values.part_type || undefined } as PartCreate;
    register.submit(body);
  }

  useEffect(() => {
    if (register.isSuccess) onRegistered(register.data.data);
  }, [register.isSuccess, register.data, onRegistered]);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorSummary problems={partSummaryProblems('register-part', FIELDS, errors)} focusKey={register.error} />
      {hasFormLevelError(register.error, FIELDS) ? <ErrorPanel error={register.error} onRetry={register.retry} /> : null}
      <Field id={id('part_type')} label="Type" error={errors.part_type} required>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            name="part_type"
            value={values.part_type}
            onChange={(event) => set('part_type')(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required
          >
            <option value="">Choose a type</option>
            {PART_TYPES.map((type) => (
              <option key={type} value={type}>
                {humanize(type)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <PartTextField
        form="register-part"
        field="internal_label"
        hint="Your own name for it, e.g. “Line 2 slicer blade”."
        value={values.internal_label}
        onChange={set('internal_label')}
        error={errors.internal_label}
      />
      <PartTextField
        form="register-part"
        field="serial_number"
        value={values.serial_number}
        onChange={set('serial_number')}
        error={errors.serial_number}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PartTextField
          form="register-part"
          field="manufacturer"
          value={values.manufacturer}
          onChange={set('manufacturer')}
          error={errors.manufacturer}
        />
        <PartTextField form="register-part" field="model" value={values.model} onChange={set('model')} error={errors.model} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Registering…' : 'Register part'}
        </Button>
      </div>
    </form>
  );
}
