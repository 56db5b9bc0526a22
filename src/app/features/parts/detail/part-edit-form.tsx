import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { partSummaryProblems } from '#app/features/parts/new/part-form-errors';
import { PartTextField } from '#app/features/parts/part-text-field';
import type { PartEdits } from '#app/features/parts/api/update-part-mutation';

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
      <PartTextField
        form="edit-part"
        field="internal_label"
        value={values.internal_label}
        onChange={set('internal_label')}
        error={errors.internal_label}
      />
      <PartTextField
        form="edit-part"
        field="serial_number"
        value={values.serial_number}
        onChange={set('serial_number')}
        error={errors.serial_number}
      />
      <PartTextField
        form="edit-part"
        field="manufacturer"
        value={values.manufacturer}
        onChange={set('manufacturer')}
        error={errors.manufacturer}
      />
      <PartTextField form="edit-part" field="model" value={values.model} onChange={set('model')} error={errors.model} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit">Save changes</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
