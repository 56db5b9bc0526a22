import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '#app/components/ui/button';

interface FilterBarProps {
  children: ReactNode;
  /** At the end of the row, e.g. an export. */
  actions?: ReactNode;
  /** Under the row: what is wrong with a filter, a note on how it matches. */
  below?: ReactNode;
  /** Before the filters and never folded away, e.g. the search box. */
  lead?: ReactNode;
  /**
   * On a phone the filters fold into one control that says how many are set, so the list starts on
   * the first screen; wider screens always show them. `set` counts the filters in use.
   */
  fold?: { set: number };
}

/** "Filters", "Filters (1 set)", "Filters (3 set)": the folded filters' control. */
export function foldLabel(set: number): string {
  return set > 0 ? `Filters (${set} set)` : 'Filters';
}

/** The row of a list's filters. */
export function FilterBar({ children, actions, below, lead, fold }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-end gap-4">
        {lead}
        {fold ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            className={buttonClass('secondary', 'sm:hidden')}
            onClick={() => setOpen((current) => !current)}
          >
            {foldLabel(fold.set)}
          </button>
        ) : null}
        <div id={panelId} className={`contents ${fold && !open ? 'max-sm:hidden' : ''}`}>
          {children}
        </div>
        {actions ? <div className="ml-auto flex flex-wrap items-end gap-2">{actions}</div> : null}
      </div>
      {below}
    </div>
  );
}
