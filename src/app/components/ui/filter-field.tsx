import { useId, type ReactNode } from 'react';

interface FilterFieldProps {
  label: string;
  /** Renders the control with the id its label points at. */
  children: (id: string) => ReactNode;
}

/** The labelled slot every list filter sits in. */
export function FilterField({ label, children }: FilterFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
