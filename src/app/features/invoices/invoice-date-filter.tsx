import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';

interface InvoiceDateFilterProps {
  name: 'from' | 'to';
  label: string;
  /** Keeps the range in order in the browser's date picker. */
  min?: string;
  max?: string;
}

/** An inclusive invoice-date bound that lives in the URL, like the status filter. */
export function InvoiceDateFilter({ name, label, min, max }: InvoiceDateFilterProps) {
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
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => change(event.target.value)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900 dark:[color-scheme:dark]"
      />
    </div>
  );
}
