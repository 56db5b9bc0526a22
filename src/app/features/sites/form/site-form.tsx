import { useMemo, useState, type FormEvent } from 'react';
import { SITE_LIMITS, type SiteCreate } from '#contract/sites';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { Field, Select, Textarea, TextField } from '#app/components/ui/field';
import { ApiError } from '#app/lib/http/api-error';
import { ClosedDatesFields } from './closed-dates-fields';
import { HoursGrid } from './hours-grid';
import { clientProblems, problemFieldId, problemSummary, serverProblems, type SiteProblems } from './site-form-problems';
import { browserTimeZone, siteBodyOf, type SiteFormValues } from './site-form-values';

interface SiteFormProps {
  initial: SiteFormValues;
  submit: (body: SiteCreate) => void;
  isPending: boolean;
  error: Error | null;
  onCancel: () => void;
  /** The submit button's words, e.g. ["Add site", "Adding…"]. */
  labels: readonly [idle: string, busy: string];
}

let zones: string[] | undefined;
function timeZones(current: string): string[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Name, address, zone, hours, closed dates, contact and notes of a site: the add and the edit form. */
export function SiteForm({ initial, submit, isPending, error, onCancel, labels }: SiteFormProps) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<SiteProblems>({});
  const [refusal, setRefusal] = useState<object | null>(null);
  const rejection = error instanceof ApiError && error.status === 422 ? error : null;
  const otherError = error && !rejection ? error : null;
  const shown = { ...serverProblems(rejection), ...problems };
  // About 430 options: made once per zone, so typing elsewhere in the form does not rebuild them.
  const zoneOptions = useMemo(
    () =>
      timeZones(values.time_zone).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      )),
    [values.time_zone],
  );
  const set =
    <K extends keyof SiteFormValues>(key: K) =>
    (value: SiteFormValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = clientProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setRefusal({});
      return;
    }
    submit(siteBodyOf(values));
  }

  const text = (key: keyof SiteFormValues & string, problemKey: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={problemFieldId(problemKey)}
      name={problemKey}
      label={label}
      value={values[key] as string}
      onChange={set(key) as (value: string) => void}
      error={shown[problemKey]}
      maxLength={SITE_LIMITS.textMax}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary problems={problemSummary(shown)} focusKey={rejection ?? refusal} />
      {text('name', 'name', 'Name', {
        required: true,
        maxLength: SITE_LIMITS.nameMax,
        hint: 'What your team calls the kitchen, e.g. Harbour St.',
      })}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">Address</legend>
        {text('line1', 'address.line1', 'Street address', { required: true, autoComplete: 'address-line1' })}
        {text('line2', 'address.line2', 'Address line 2', { autoComplete: 'address-line2' })}
        <div className="grid gap-3 sm:grid-cols-2">
          {text('city', 'address.city', 'City', { required: true, autoComplete: 'address-level2' })}
          {text('region', 'address.region', 'State or region', { autoComplete: 'address-level1' })}
          {text('postal_code', 'address.postal_code', 'Postal code', { maxLength: 20, autoComplete: 'postal-code' })}
          {text('country', 'address.country', 'Country', {
            required: true,
            maxLength: 2,
            autoComplete: 'country',
            hint: 'Two letters, e.g. US.',
          })}
        </div>
      </fieldset>
      <Field
        id={problemFieldId('time_zone')}
        label="Time zone"
        required
        error={shown.time_zone}
        hint={`The site’s hours are in this zone. Yours is ${browserTimeZone()}.`}
      >
        {(control) => (
          <Select
            id={control.id}
            value={values.time_zone}
            onChange={(event) => set('time_zone')(event.target.value)}
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
          >
            {zoneOptions}
          </Select>
        )}
      </Field>
      <HoursGrid hours={values.hours} onChange={set('hours')} problems={shown} />
      <ClosedDatesFields closed={values.closed} onChange={set('closed')} problems={shown} />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Contact at the site</legend>
        {text('contact_name', 'contact.name', 'Contact name', { autoComplete: 'name' })}
        {text('contact_phone', 'contact.phone', 'Contact phone', { type: 'tel', maxLength: 50, autoComplete: 'tel' })}
      </fieldset>
      <Field
        id={problemFieldId('access_notes')}
        label="Access notes for the driver"
        error={shown.access_notes}
        hint="Where to park, which door, whom to ask."
      >
        {(control) => (
          <Textarea
            id={control.id}
            rows={3}
            maxLength={SITE_LIMITS.notesMax}
            value={values.access_notes}
            onChange={(event) => set('access_notes')(event.target.value)}
            aria-invalid={control.invalid}
            aria-describedby={control.describedBy}
          />
        )}
      </Field>
      {otherError ? <ErrorPanel error={otherError} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? labels[1] : otherError ? 'Try again' : labels[0]}
        </Button>
      </div>
    </form>
  );
}
