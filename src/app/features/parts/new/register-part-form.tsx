import { useEffect, useState, type FormEvent } from 'react';
import type { Part, PartCreate } from '#contract/parts';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { fieldErrorsOf, hasFormLevelError, serialTakenBy } from '#app/features/parts/form/part-form-errors';
import { PART_FIELDS, PartFields, type PartFieldValues } from '#app/features/parts/form/part-fields';
import { useRegisterPart } from '#app/features/parts/api/register-part-mutation';
import { usePartSiteChoice } from '#app/features/sites/use-part-site-choice';
import { SiteSelect } from '#app/features/sites/site-select';

const EMPTY: Required<PartFieldValues> = { part_type: '', internal_label: '', serial_number: '', manufacturer: '', model: '' };

interface RegisterPartFormProps {
  onRegistered: (part: Part) => void;
  onCancel: () => void;
}

/** The server is the judge of valid input: its 422 details land on the fields, and what was typed stays. */
export function RegisterPartForm({ onRegistered, onCancel }: RegisterPartFormProps) {
  const [values, setValues] = useState(EMPTY);
  const register = useRegisterPart();
  const site = usePartSiteChoice('register-part');
  const siteShown = site.choices.length > 0;

  const errors = fieldErrorsOf(register.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty type goes to the server as missing, so its 422 names the field.
    const body = { ...values, part_type: values.part_type || undefined } as PartCreate;
    // With one active site (or a server without sites) nothing is sent: the server defaults.
    register.submit(siteShown ? { ...body, site_id: site.siteId } : body);
  }

  useEffect(() => {
    if (register.isSuccess) onRegistered(register.data.data);
  }, [register.isSuccess, register.data, onRegistered]);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PartFields
        form="register-part"
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        errors={errors}
        focusKey={register.error}
        serialTakenBy={serialTakenBy(register.error)}
        siteSelect={
          siteShown ? (
            <SiteSelect
              id="register-part-site_id"
              choices={site.choices}
              value={site.siteId}
              onChange={site.choose}
              error={errors.site_id}
            />
          ) : undefined
        }
        labelHint="Your own name for it, e.g. “Line 2 slicer blade”."
        formError={
          hasFormLevelError(register.error, siteShown ? [...PART_FIELDS, 'site_id'] : PART_FIELDS) ? (
            <ErrorPanel error={register.error} onRetry={register.retry} />
          ) : null
        }
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={register.isPending || site.pending}>
          {register.isPending ? 'Registering…' : 'Register part'}
        </Button>
      </div>
    </form>
  );
}
