import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { PartFields } from '#app/features/parts/form/part-fields';
import type { PartEdits } from '#app/features/parts/api/update-part-mutation';

interface PartEditFormProps {
  initial: PartEdits;
  errors: Record<string, string>;
  /** The part that already has the serial number the server refused. */
  serialTakenBy?: { id: string; internal_label: string } | null;
  onSave: (values: PartEdits) => void;
  onCancel: () => void;
}

/** The four fields v1 lets a client change. */
export function PartEditForm({ initial, errors, serialTakenBy, onSave, onCancel }: PartEditFormProps) {
  const [values, setValues] = useState<PartEdits>(initial);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // With the server's reasons, the error summary takes focus instead.
    if (Object.keys(errors).length === 0) formRef.current?.querySelector('input')?.focus();
  }, [errors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(values);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Edit part details" className="flex flex-col gap-4">
      <PartFields
        form="edit-part"
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        errors={errors}
        focusKey={errors}
        serialTakenBy={serialTakenBy}
      />
      <div className="flex gap-2">
        <Button type="submit">Save changes</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
