import type { ReactNode } from 'react';

interface FilterBarProps {
  children: ReactNode;
  /** At the end of the row, e.g. an export. */
  actions?: ReactNode;
  /** Under the row: what is wrong with a filter, a note on how it matches. */
  below?: ReactNode;
}

/** The row of a list's filters. */
export function FilterBar({ children, actions, below }: FilterBarProps) {
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-end gap-4">
        {children}
        {actions ? <div className="ml-auto flex flex-wrap items-end gap-2">{actions}</div> : null}
      </div>
      {below}
    </div>
  );
}
