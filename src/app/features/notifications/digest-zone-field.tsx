import type { Site } from '#contract/sites';
import { Field, Select } from '#app/components/ui/field';
import { userTimeZone } from '#app/lib/format/format';
import { ZONE_FIELD_ID } from './preferences-form-values';

interface DigestZoneFieldProps {
  value: string;
  sites: readonly Site[];
  onChange: (zone: string) => void;
  error?: string;
}

/** The sites' zones (each named by its sites), the current choice, and the reader's own zone. */
function zoneChoices(current: string, sites: readonly Site[]): { zone: string; label: string }[] {
  const byZone = new Map<string, string[]>();
  for (const site of sites) byZone.set(site.time_zone, [...(byZone.get(site.time_zone) ?? []), site.name]);
  for (const zone of [current, userTimeZone()]) if (!byZone.has(zone)) byZone.set(zone, []);
  return [...byZone.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zone, names]) => ({ zone, label: `${zone.replaceAll('_', ' ')}${names.length > 0 ? ` (${names.join(', ')})` : ''}` }));
}

export function DigestZoneField({ value, sites, onChange, error }: DigestZoneFieldProps) {
  return (
    <Field
      id={ZONE_FIELD_ID}
      label="Daily digest time zone"
      error={error}
      hint="The daily digest comes at 08:00 in this time zone, with what happened since the one before. Pickup reminders and parts due keep each site’s own time."
    >
      {(control) => (
        <Select
          id={control.id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
          className="w-full sm:w-auto"
        >
          {zoneChoices(value, sites).map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
