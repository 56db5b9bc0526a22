import { useId } from 'react';
import type { PartListItem } from '#contract/parts';
import { orderBlockReason } from '#app/features/parts/part-orderability';
import type { PartSelection } from './use-part-selection';

/** A row's checkbox, named by the part's label; parts that can't be ordered say why. */
export function SelectionCheckbox({ part, selection }: { part: PartListItem; selection: PartSelection }) {
  const reasonId = useId();
  const reason = orderBlockReason(part);
  return (
    // A label around the box makes a 44 px touch target on a phone's card.
    <label className="flex items-center max-sm:h-11 max-sm:w-11 max-sm:justify-center" title={reason ?? undefined}>
      <input
        type="checkbox"
        className="h-5 w-5 accent-blue-700 disabled:opacity-50 dark:accent-sky-300"
        aria-label={`Select ${part.internal_label}`}
        aria-describedby={reason ? reasonId : undefined}
        checked={selection.has(part.id)}
        disabled={reason !== null && !selection.has(part.id)}
        onChange={(event) => selection.toggle(part, event.target.checked)}
      />
      {reason ? (
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      ) : null}
    </label>
  );
}
