import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PartSort } from '#contract/parts';
import type { WearBand } from '#contract/wear';
import { FilterBar } from '#app/components/list-screen/filter-bar';
import { useSearchFilters } from '#app/components/list-screen/use-search-filters';
import { SelectFilter, type FilterOption } from '#app/components/ui/select-filter';
import { PART_STATUS_OPTIONS, PART_TYPE_OPTIONS } from '#app/features/parts/part-status';
import { PartSearchBox } from './part-search-box';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';
import { foldedFilterCount, type DueHorizon } from './parts-search';

const WEAR_OPTIONS: readonly FilterOption<WearBand>[] = [
  { value: 'fresh', label: 'Fresh (below 40%)' },
  { value: 'watch', label: 'Watch (40–69%)' },
  { value: 'due', label: 'Due for service (70% and up)' },
];

const DUE_OPTIONS: readonly FilterOption<DueHorizon>[] = [
  { value: '14d', label: 'Due within 14 days' },
  { value: '30d', label: 'Due within 30 days' },
];

const SORT_OPTIONS: readonly FilterOption<PartSort>[] = [
  { value: '-wear_level', label: 'Most worn' },
  { value: 'forecast_due_at', label: 'Soonest due' },
  { value: '-last_serviced_at', label: 'Last serviced' },
  { value: 'wear_level', label: 'Least worn' },
];

/** Search, wear band, forecast and sort only when the server has them; on a phone all but the search fold away. */
export function PartsFilters({ actions }: { actions?: ReactNode }) {
  const { data: capabilities } = useQuery(partsCapabilitiesQueryOptions());
  const [search, set] = useSearchFilters('/_portal/parts/');
  // One import's parts are listed newest first, by status and type only.
  const wearActions = capabilities?.wearActions === true && search.import === undefined;
  return (
    <FilterBar
      actions={actions}
      lead={wearActions ? <PartSearchBox value={search.q} onChange={(q) => set({ q })} /> : null}
      fold={{ set: foldedFilterCount(search, wearActions) }}
    >
      <SelectFilter
        label="Status"
        options={PART_STATUS_OPTIONS}
        allLabel="All statuses"
        value={search.status}
        onChange={(status) => set({ status })}
      />
      <SelectFilter
        label="Type"
        options={PART_TYPE_OPTIONS}
        allLabel="All types"
        value={search.part_type}
        onChange={(part_type) => set({ part_type })}
      />
      {wearActions ? (
        <>
          <SelectFilter
            label="Wear"
            options={WEAR_OPTIONS}
            allLabel="Any wear"
            value={search.wear}
            onChange={(wear) => set({ wear })}
          />
          <SelectFilter
            label="Forecast"
            options={DUE_OPTIONS}
            allLabel="Any forecast"
            value={search.due}
            onChange={(due) => set({ due })}
          />
          <SelectFilter
            label="Sort"
            options={SORT_OPTIONS}
            allLabel="Newest"
            value={search.sort}
            onChange={(sort) => set({ sort })}
          />
        </>
      ) : null}
    </FilterBar>
  );
}
