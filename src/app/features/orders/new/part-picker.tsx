import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { PartListItem } from '../../../../contract/parts';
import { ORDER_RULES } from '../../../../contract/orders';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { formatCount } from '../../../lib/format';
import { PART_STATUS_TONES } from '../../../lib/part-status-tones';
import { useOrderableParts } from '../api/orderable-parts-query';
import { partsCapabilitiesQueryOptions } from '../../parts/api/parts-capabilities-query';
import { partSearchQueryOptions } from '../api/due-parts-query';
import { canAddPart } from './order-form-rules';
import { matchesPartSearch, partDescription, partName, partWearText } from './part-option-label';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** While a search finds few parts, keep loading pages, up to this many parts in memory. */
const AUTO_LOAD_MATCHES = 25;
const AUTO_LOAD_LIMIT = 5_000;

/** Server matches first, then loaded ones it did not return; each part once. */
function mergeById(first: readonly PartListItem[], second: readonly PartListItem[]): PartListItem[] {
  const seen = new Set(first.map((part) => part.id));
  return [...first, ...second.filter((part) => !seen.has(part.id))];
}

interface PartPickerProps {
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  searchId: string;
  describedBy: string;
}

/** A searchable list of the parts an order can take, with a checkbox each; loads more pages as needed. */
export function PartPicker({ selected, onToggle, searchId, describedBy }: PartPickerProps) {
  const parts = useOrderableParts();
  const [query, setQuery] = useState('');
  const countId = useId();
  // A server with the wear extensions searches every part (q) instead of the pages loaded so far.
  const { data: capabilities } = useQuery(partsCapabilitiesQueryOptions());
  const serverSearch = capabilities?.wearActions === true;
  const searched = useDebouncedValue(query.trim(), 250);
  const found = useQuery({ ...partSearchQueryOptions(searched), enabled: serverSearch && searched !== '' });
  const local = parts.rows.filter((part) => matchesPartSearch(part, query));
  const matches = serverSearch && searched !== '' ? mergeById(found.data ?? [], local) : local;
  const full = !canAddPart(selected.size);

  const { hasMore, isLoadingMore, loadMore, loadMoreError, rows } = parts;
  const wantMore = !serverSearch && query.trim() !== '' && matches.length < AUTO_LOAD_MATCHES && rows.length < AUTO_LOAD_LIMIT;
  // After a failed page (already retried by the query client) wait for "Load more parts" instead of looping.
  const failed = loadMoreError !== null;
  useEffect(() => {
    if (wantMore && hasMore && !isLoadingMore && !failed) loadMore();
  }, [wantMore, hasMore, isLoadingMore, failed, loadMore]);

  return (
    <div>
      <label htmlFor={searchId} className="block text-sm font-medium">
        Search parts
      </label>
      <Input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={`${countId} ${describedBy}`}
        placeholder="Label, serial number or type"
        className="mt-1 w-full"
      />
      <p id={countId} className="mt-1 text-xs text-slate-700 dark:text-slate-300" aria-live="polite">
        {formatCount(matches.length)} {query.trim() ? 'matching' : 'shown'} of {formatCount(parts.total)} parts that can be
        ordered (with you or just delivered){hasMore ? '; more load as you search or ask' : ''}.
      </p>
      <ul
        aria-label="Parts that can be ordered"
        className="mt-2 max-h-80 overflow-y-auto rounded-md border border-slate-200 dark:border-slate-700"
      >
        {matches.map((part) => {
          const checked = selected.has(part.id);
          return (
            <li key={part.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-900">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => onToggle(part.id, event.target.checked)}
                  className="h-4 w-4"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{partName(part)}</span>
                  <span className="block truncate text-xs text-slate-700 dark:text-slate-300">
                    {partDescription(part)} · {partWearText(part)}
                  </span>
                </span>
                <Badge value={part.status} tones={PART_STATUS_TONES} />
              </label>
            </li>
          );
        })}
        {matches.length === 0 && !isLoadingMore && !found.isFetching && searched === query.trim() ? (
          <li className="px-3 py-4 text-sm text-slate-700 dark:text-slate-300">
            {query.trim()
              ? `No ${serverSearch ? '' : 'loaded '}part matches “${query.trim()}”.`
              : 'No parts can be ordered right now: every part is in service or retired.'}
          </li>
        ) : null}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {hasMore ? (
          <Button variant="secondary" onClick={loadMore} disabled={isLoadingMore}>
            {isLoadingMore ? 'Loading more parts…' : 'Load more parts'}
          </Button>
        ) : null}
        {loadMoreError ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            More parts could not be loaded. Try again.
          </p>
        ) : null}
        {full ? <p className="text-sm">An order takes at most {ORDER_RULES.maxParts} parts.</p> : null}
      </div>
    </div>
  );
}
