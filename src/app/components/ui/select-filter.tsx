import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface SelectFilterProps {
  /** The search param this select reads and writes, e.g. `status`. */
  name: string;
  label: string;
  options: readonly FilterOption[];
  /** Label of the empty choice that removes the filter. */
  allLabel?: string;
}

/** A filter that lives in the URL, so every filtered view is a shareable link. */
export function SelectFilter({ name, label, options, allLabel = 'All' }: SelectFilterProps) {
  const id = useId();
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const raw = search[name];
  const value = typeof raw === 'string' ? raw : '';

  function change(next: string) {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [name]: next === '' ? undefined : next }),
      replace: true,
    } as never);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => change(event.target.value)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
