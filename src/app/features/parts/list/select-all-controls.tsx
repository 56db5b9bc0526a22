import { useState } from 'react';
import type { PartListItem } from '#contract/parts';
import { Button } from '#app/components/ui/button';
import { formatCount } from '#app/lib/format/format';
import { fetchPartsPage } from '#app/features/parts/api/parts-list-query';
import { SELECT_ALL_MAX, fetchOrderableMatching, orderable } from './select-all';
import type { PartsSearch } from './parts-search';
import type { PartSelection } from './use-part-selection';

interface SelectAllControlsProps {
  selection: PartSelection;
  /** The rows loaded so far and how many the filters match in all. */
  rows: readonly PartListItem[];
  total: number;
  filters: PartsSearch;
}

/** Select the loaded rows at once, or every part the filters match (read page by page); retired and busy parts are left out. */
export function SelectAllControls({ selection, rows, total, filters }: SelectAllControlsProps) {
  const [reading, setReading] = useState(false);
  const [failed, setFailed] = useState(false);
  const loaded = orderable(rows);
  const allLoaded = loaded.length > 0 && loaded.every((part) => selection.has(part.id));
  const moreThanLoaded = total > rows.length;

  async function selectMatching() {
    setReading(true);
    setFailed(false);
    try {
      const controller = new AbortController();
      selection.toggleMany(await fetchOrderableMatching((request) => fetchPartsPage(filters, request), controller.signal), true);
    } catch {
      setFailed(true);
    } finally {
      setReading(false);
    }
  }

  if (loaded.length === 0 && !moreThanLoaded) return null;
  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5 accent-blue-700 dark:accent-sky-300"
          checked={allLoaded}
          disabled={loaded.length === 0}
          onChange={(event) => selection.toggleMany(loaded, event.target.checked)}
        />
        {moreThanLoaded
          ? `Select the ${formatCount(loaded.length)} orderable parts loaded`
          : `Select all ${formatCount(loaded.length)} orderable parts`}
      </label>
      {moreThanLoaded ? (
        total <= SELECT_ALL_MAX ? (
          <Button variant="secondary" disabled={reading} onClick={() => void selectMatching()}>
            {reading ? 'Selecting…' : `Select all ${formatCount(total)} matching parts`}
          </Button>
        ) : (
          <span className="text-slate-700 dark:text-slate-300">
            Narrow the filters to select every matching part (at most {formatCount(SELECT_ALL_MAX)}).
          </span>
        )
      ) : null}
      {failed ? (
        <span role="alert" className="text-red-800 dark:text-red-300">
          The matching parts could not be read; try again.
        </span>
      ) : null}
    </div>
  );
}
