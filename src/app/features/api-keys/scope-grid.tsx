import { ACCESS_LEVEL_LABELS, SCOPE_RESOURCES, type AccessLevel, type ScopeGrid } from './api-key-scopes';
import { useSitesAvailability } from '#app/features/sites/api/sites-query';

export const SCOPES_FIELD_ID = 'api-key-scopes';

interface ScopeGridProps {
  value: ScopeGrid;
  onChange: (next: ScopeGrid) => void;
  error?: string;
}

/** Resource × None/Read/Write: one radio group per resource. */
export function ScopeGridField({ value, onChange, error }: ScopeGridProps) {
  // Sites scopes only where the server has sites: another v1 server would refuse them.
  const hasSites = Array.isArray(useSitesAvailability().data);
  const resources = SCOPE_RESOURCES.filter(({ extension }) => extension !== 'sites' || hasSites);
  return (
    <fieldset aria-describedby={error ? 'scope-grid-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Access</legend>
      <div className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {resources.map(({ resource, label, levels }, row) => (
          <fieldset key={resource} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-3 py-2">
            <legend className="sr-only">{label}</legend>
            <span aria-hidden="true" className="w-24 text-sm font-medium">
              {label}
            </span>
            {levels.map((level: AccessLevel) => (
              <label key={level} className="inline-flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  // The error summary links to the first group's chosen radio (where Tab would land).
                  id={row === 0 && value[resource] === level ? SCOPES_FIELD_ID : undefined}
                  name={`scope-${resource}`}
                  value={level}
                  checked={value[resource] === level}
                  onChange={() => onChange({ ...value, [resource]: level })}
                  className="size-4"
                  aria-label={`${label}: ${ACCESS_LEVEL_LABELS[level]}`}
                />
                <span aria-hidden="true">{ACCESS_LEVEL_LABELS[level]}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id="scope-grid-error" className="mt-1 text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
