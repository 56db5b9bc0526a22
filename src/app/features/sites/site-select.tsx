import { Field, Select } from '#app/components/ui/field';
import type { SiteOption } from './part-site-choice';

interface SiteSelectProps {
  id: string;
  choices: readonly SiteOption[];
  value: string;
  onChange: (siteId: string) => void;
  error?: string;
  hint?: string;
  className?: string;
}

/** The kitchen a new part goes to; shown only when the account has more than one active site. */
export function SiteSelect({ id, choices, value, onChange, error, hint, className }: SiteSelectProps) {
  return (
    <Field id={id} label="Site" error={error} hint={hint} required className={className}>
      {(control) => (
        <Select
          id={control.id}
          name="site_id"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          aria-required
        >
          {choices.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
