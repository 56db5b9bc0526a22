import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button';
import { formatCount } from '#app/lib/format/format';
import { MAX_PARTS_PER_ORDER } from '#app/features/parts/part-orderability';
import type { PartSelection } from './use-part-selection';

/**
 * Fixed to the bottom of the window while parts are selected, but placed before the table in
 * the DOM so keyboard users reach it without tabbing through every row. The order form reads
 * its parts from the URL: `/orders/new?part_ids=<JSON array>` (the router's search serialization).
 */
export function SelectionBar({ selection, actions }: { selection: PartSelection; actions?: ReactNode }) {
  const navigate = useNavigate();
  if (selection.count === 0) return null;
  const tooMany = selection.count > MAX_PARTS_PER_ORDER;

  function orderPickup() {
    void navigate({ to: '/orders/new', search: { part_ids: selection.ids } });
  }

  return (
    <div
      role="region"
      aria-label="Selected parts"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white px-4 py-3 shadow-lg dark:border-slate-700 dark:bg-slate-950"
    >
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-3">
        <p className="text-sm" aria-live="polite">
          <span className="font-medium">{formatCount(selection.count)} selected</span>
          {tooMany ? (
            <span className="text-red-800 dark:text-red-300"> · one order takes at most {MAX_PARTS_PER_ORDER} parts</span>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={selection.clear}>
            Clear selection
          </Button>
          {/* Other actions on the selected parts (printing their labels, say) go here. */}
          {actions}
          <Button onClick={orderPickup} disabled={tooMany}>
            Order pickup ({formatCount(selection.count)})
          </Button>
        </div>
      </div>
    </div>
  );
}
