import { useRef, type KeyboardEvent } from 'react';

export interface ChipPart {
  id: string;
  name: string;
  /** A note shown after the name, e.g. that the part is not orderable or could not be found. */
  warning?: string;
}

interface SelectedPartChipsProps {
  parts: readonly ChipPart[];
  onRemove: (id: string) => void;
  /** Where focus goes when the last chip is removed. */
  fallbackFocusId: string;
}

/** The chosen parts as chips; each is removed with its button, or Delete / Backspace when focused. */
export function SelectedPartChips({ parts, onRemove, fallbackFocusId }: SelectedPartChipsProps) {
  const list = useRef<HTMLUListElement>(null);

  function remove(index: number) {
    const part = parts[index];
    if (!part) return;
    const nextId = parts[index + 1]?.id ?? parts[index - 1]?.id;
    onRemove(part.id);
    // Keep keyboard users in the chip row after a removal.
    requestAnimationFrame(() => {
      const buttons = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('button[data-part-id]') ?? []);
      const next = buttons.find((button) => button.dataset['partId'] === nextId);
      (next ?? document.getElementById(fallbackFocusId))?.focus();
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(index);
    }
  }

  if (parts.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">No parts chosen yet.</p>;
  return (
    <ul ref={list} aria-label="Chosen parts" className="flex flex-wrap gap-2">
      {parts.map((part, index) => (
        <li
          key={part.id}
          className={`inline-flex items-center gap-1 rounded-full py-1 pl-3 pr-1 text-sm ring-1 ring-inset ${
            part.warning
              ? 'bg-amber-50 text-amber-950 ring-amber-400 dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-600'
              : 'bg-slate-100 text-slate-900 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600'
          }`}
        >
          <span>
            {part.name}
            {part.warning ? <span className="font-medium"> · {part.warning}</span> : null}
          </span>
          <button
            type="button"
            data-part-id={part.id}
            aria-label={`Remove ${part.name}`}
            onClick={() => remove(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-slate-300 dark:hover:bg-slate-600"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m4 4 8 8M12 4l-8 8" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
