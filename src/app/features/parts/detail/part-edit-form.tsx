import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { partFieldId, partSummaryProblems } from '../new/part-form-errors';
import type { PartEdits } from '../api/update-part-mutation';

const FIELDS = ['internal_label', 'serial_number', 'manufacturer', 'model'] as const;

interface PartEditFormProps {
  initial: PartEdits;
  errors: Record<string, string>;
  onSave: (values: PartEdits) => void;
  onCancel: () => void;
}

/** The four fields v1 lets a client change. */
export function PartEditForm({ initial, errors, onSave, onCancel }: PartEditFormProps) {
  const [values, setValues] = useState<PartEdits>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof PartEdits) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    // With the server's reasons, the error summary takes focus instead.
    if (Object.keys(errors).length === 0) formRef.current?.querySelector('input')?.focus();
  }, [errors]);
  const problems = partSummaryProblems('edit-part', FIELDS, errors);
  const id = (field: string) => partFieldId('edit-part', field);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(values);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Edit part details" className="grid gap-4 sm:grid-cols-2">
      {problems.length > 0 ? (
        <div className="sm:col-span-2">
          <ErrorSummary problems={problems} focusKey={errors} />
        </div>
      ) : null}
      <TextField
        id={id('internal_label')}
        name="internal_label"
        label="Label"
        value={values.internal_label}
        onChange={set('internal_label')}
        error={errors.internal_label}
        required
      />
      <TextField
        id={id('serial_number')}
        name="serial_number"
        label="Serial number"
        value={values.serial_number}
        onChange={set('serial_number')}
        error={errors.serial_number}
      />
      <TextField
        id={id('manufacturer')}
        name="manufacturer"
        label="Manufacturer"
        value={values.manufacturer}
        onChange={set('manufacturer')}
        error={errors.manufacturer}
      />
      <TextField id={id('model')} name="model" label="Model" value={values.model} onChange={set('model')} error={errors.model} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit">Save changes</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
