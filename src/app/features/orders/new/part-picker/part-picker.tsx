import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { PartListItem } from '#contract/parts';
import { ORDER_RULES } from '#contract/orders';
import { Button } from '#app/components/ui/button';
import { Input } from '#app/components/ui/field';
import { formatCount } from '#app/lib/format/format';
import { useDueFirst, useOrderableParts } from '#app/features/orders/api/orderable-parts-query';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';
import { partSearchQueryOptions } from '#app/features/orders/api/due-parts-query';
import { useOrderingSite } from '#app/features/orders/api/ordering-site';
import { canAddPart } from '#app/features/orders/new/order-form-rules';
import { matchesPartSearch } from './part-option-label';
import { PartListbox } from './part-listbox';
import { useDebouncedValue } from '#app/lib/hooks/use-debounced-value';

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

/** A search and a listbox of the parts an order can take; loads more pages as needed. */
export function PartPicker({ selected, onToggle, searchId, describedBy }: PartPickerProps) {
  const parts = useOrderableParts(useDueFirst());
  const [query, setQuery] = useState('');
  const countId = useId();
  const hintId = useId();
  const listbox = useRef<HTMLDivElement>(null);
  // A server with the wear extensions searches every part (q) instead of the pages loaded so far.
  const { data: capabilities } = useQuery(partsCapabilitiesQueryOptions());
  const serverSearch = capabilities?.wearActions === true;
  const searched = useDebouncedValue(query.trim(), 250);
  const site = useOrderingSite();
  const found = useQuery({ ...partSearchQueryOptions(searched, site), enabled: serverSearch && searched !== '' });
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
        onKeyDown={(event) => {
          // From the search straight into its results.
          if (event.key === 'ArrowDown' && listbox.current) {
            event.preventDefault();
            listbox.current.focus();
          }
        }}
        aria-describedby={`${countId} ${describedBy}`}
        placeholder="Label, serial number or type"
        className="mt-1 w-full"
      />
      <p id={countId} className="mt-1 text-xs text-slate-700 dark:text-slate-300" aria-live="polite">
        {formatCount(matches.length)} {query.trim() ? 'matching' : 'shown'} of {formatCount(parts.total)} parts that can be
        ordered (with you or just delivered){hasMore ? '; more load as you search or ask' : ''}.
      </p>
      <p id={hintId} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
        In the list, arrow keys move and Space chooses or drops a part.
      </p>
      {matches.length > 0 ? (
        <PartListbox
          ref={listbox}
          parts={matches}
          selected={selected}
          canAdd={!full}
          onToggle={onToggle}
          onReachEnd={hasMore && !isLoadingMore ? loadMore : undefined}
          describedBy={`${countId} ${hintId} ${describedBy}`}
        />
      ) : !isLoadingMore && !found.isFetching && searched === query.trim() ? (
        <p className="mt-2 rounded-md border border-slate-200 px-3 py-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {query.trim()
            ? `No ${serverSearch ? '' : 'loaded '}part matches “${query.trim()}”.`
            : 'No parts can be ordered right now: every part is in service or retired.'}
        </p>
      ) : null}
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
