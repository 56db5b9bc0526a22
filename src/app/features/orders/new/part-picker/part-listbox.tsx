import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { PartListItem } from '#contract/parts';
import { Badge } from '#app/components/ui/badge';
import { PART_STATUS_TONES } from '#app/lib/format/part-status-tones';
import { useChunkedCount } from '#app/lib/hooks/use-chunked-count';
import { partDescription, partName, partWearText } from './part-option-label';

const PAGE_STEP = 10;
/** Options mounted per task: the first screenful and more at once, the rest in later tasks. */
const RENDER_CHUNK = 40;

interface PartListboxProps {
  parts: readonly PartListItem[];
  selected: ReadonlySet<string>;
  /** False once the order is full: unchosen parts can't be added. */
  canAdd: boolean;
  onToggle: (id: string, checked: boolean) => void;
  /** Arrow Down on the last part asks for the next page. */
  onReachEnd?: () => void;
  describedBy: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The parts as a multi-select listbox: one tab stop; arrows, Home/End and Page Up/Down move the
 * active part (aria-activedescendant, so focus stays on the list), Space chooses or drops it.
 */
export function PartListbox({ parts, selected, canAdd, onToggle, onReachEnd, describedBy, ref }: PartListboxProps) {
  const listId = useId();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const index = Math.max(
    0,
    parts.findIndex((part) => part.id === activeId),
  );
  const active = parts[index];
  // The active option is always mounted, so aria-activedescendant never names a missing element.
  const shown = Math.max(useChunkedCount(parts.length, RENDER_CHUNK), index + 1);
  const optionId = (id: string) => `${listId}-${id}`;

  useEffect(() => {
    if (!focused || !active) return;
    document.getElementById(optionId(active.id))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from listId
  }, [focused, active?.id]);

  function toggle(part: PartListItem) {
    const checked = selected.has(part.id);
    if (!checked && !canAdd) return;
    onToggle(part.id, !checked);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (parts.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const last = parts.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + PAGE_STEP,
      PageUp: index - PAGE_STEP,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      if (event.key === 'ArrowDown' && index === last) onReachEnd?.();
      const next = parts[Math.min(last, Math.max(0, moves[event.key] ?? index))];
      if (next) setActiveId(next.id);
    } else if (event.key === ' ' && active) {
      event.preventDefault();
      toggle(active);
    }
  }

  return (
    <div
      ref={ref}
      role="listbox"
      aria-label="Parts that can be ordered"
      aria-multiselectable="true"
      aria-activedescendant={active ? optionId(active.id) : undefined}
      aria-describedby={describedBy}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className="mt-2 max-h-80 overflow-y-auto rounded-md border border-slate-200 dark:border-slate-700"
    >
      {parts.slice(0, shown).map((part) => {
        const checked = selected.has(part.id);
        const disabled = !checked && !canAdd;
        const isActive = focused && part.id === active?.id;
        return (
          <div
            key={part.id}
            id={optionId(part.id)}
            role="option"
            aria-selected={checked}
            aria-disabled={disabled || undefined}
            onClick={() => {
              setActiveId(part.id);
              toggle(part);
            }}
            className={`flex min-h-12 cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 last:border-0 hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:border-slate-800 dark:hover:bg-slate-900 ${
              isActive ? 'outline-3 -outline-offset-3 outline-blue-600 dark:outline-sky-300' : ''
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex size-4 shrink-0 items-center justify-center rounded-sm border text-[0.7rem] leading-none ${
                checked
                  ? 'border-blue-700 bg-blue-700 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950'
                  : 'border-slate-500 dark:border-slate-400'
              }`}
            >
              {checked ? '✓' : ''}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{partName(part)}</span>
              <span className="block truncate text-xs text-slate-700 dark:text-slate-300">
                {partDescription(part)} · {partWearText(part)}
              </span>
            </span>
            <Badge value={part.status} tones={PART_STATUS_TONES} />
          </div>
        );
      })}
    </div>
  );
}
