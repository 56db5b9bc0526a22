import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { Field, Select, TextField } from '#app/components/ui/field';
import type { PartEdits } from '#app/features/parts/api/update-part-mutation';
import { PartTypeOptions } from '#app/features/parts/part-type-options';

/** Every field a part form shows, in form order. */
export const PART_FIELDS = ['part_type', 'internal_label', 'serial_number', 'manufacturer', 'model'] as const;
type PartField = (typeof PART_FIELDS)[number];

const LABELS: Record<PartField, string> = {
  part_type: 'Type',
  internal_label: 'Label',
  serial_number: 'Serial number',
  manufacturer: 'Manufacturer',
  model: 'Model',
};

/** The four describing fields; registering adds the type, which v1 never lets a client change. */
export type PartFieldValues = PartEdits & { part_type?: string };

interface PartFieldsProps {
  /** Which form: part of each control's id, unique on a page that shows both. */
  form: 'register-part' | 'edit-part';
  values: PartFieldValues;
  onChange: (field: PartField, value: string) => void;
  /** Field → message, from the server's 422. */
  errors: Record<string, string>;
  /** A new value per refused submission: the error summary takes focus again. */
  focusKey: unknown;
  labelHint?: string;
  /** Under the error summary: a failure no field explains. */
  formError?: ReactNode;
  /** The part that already has the serial number the server refused: linked under the field. */
  serialTakenBy?: { id: string; internal_label: string } | null;
  /**
   * Registering in an account with more than one active site: its Site select, with the id
   * `${form}-site_id` for the summary's link. Passed in, so the forms without one (editing a part)
   * do not download the sites code.
   */
  siteSelect?: ReactNode;
}

/**
 * The part's fields as both the register and the edit form show them: an error summary that
 * links to each refused field, then the fields with their messages.
 */
export function PartFields({
  form,
  values,
  onChange,
  errors,
  focusKey,
  labelHint,
  formError,
  serialTakenBy,
  siteSelect,
}: PartFieldsProps) {
  const fields = values.part_type === undefined ? PART_FIELDS.slice(1) : PART_FIELDS;
  const id = (field: PartField) => `${form}-${field}`;
  const siteProblem = siteSelect && errors.site_id ? [{ message: `Site: ${errors.site_id}`, fieldId: `${form}-site_id` }] : [];
  // In the order of the fields: the site comes last.
  const problems = [
    ...fields.flatMap((field) => {
      const message = errors[field];
      return message ? [{ message: `${LABELS[field]}: ${message}`, fieldId: id(field) }] : [];
    }),
    ...siteProblem,
  ];
  const text = (field: Exclude<PartField, 'part_type'>, hint?: string) => (
    <TextField
      id={id(field)}
      name={field}
      label={LABELS[field]}
      hint={hint}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      error={errors[field]}
      required={field === 'internal_label'}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {problems.length > 0 ? (
        <div className="sm:col-span-2">
          <ErrorSummary problems={problems} focusKey={focusKey} />
        </div>
      ) : null}
      {formError ? <div className="sm:col-span-2">{formError}</div> : null}
      {values.part_type === undefined ? null : (
        <Field id={id('part_type')} label={LABELS.part_type} error={errors.part_type} required className="sm:col-span-2">
          {(control) => (
            <Select
              id={control.id}
              name="part_type"
              value={values.part_type}
              onChange={(event) => onChange('part_type', event.target.value)}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
              aria-required
            >
              <option value="">Choose a type</option>
              <PartTypeOptions />
            </Select>
          )}
        </Field>
      )}
      {text('internal_label', labelHint)}
      <div className="flex flex-col gap-1">
        {text('serial_number')}
        {serialTakenBy && errors.serial_number ? (
          <p className="text-sm">
            <Link to="/parts/$partId" params={{ partId: serialTakenBy.id }}>
              Open “{serialTakenBy.internal_label}”
            </Link>
          </p>
        ) : null}
      </div>
      {text('manufacturer')}
      {text('model')}
      {/* Last: it starts at a site (the one in scope, or the last chosen); the type and label are what need typing. */}
      {siteSelect ? <div className="sm:col-span-2">{siteSelect}</div> : null}
    </div>
  );
}
