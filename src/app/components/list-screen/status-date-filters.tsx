import type { ReactNode } from 'react';
import { DateRangeFilters } from '#app/components/ui/date-range-filters';
import { DateRangeMessage } from '#app/components/ui/date-range-message';
import { SelectFilter, type FilterOption } from '#app/components/ui/select-filter';
import { FilterBar } from './filter-bar';

interface StatusDateSearch<S extends string> {
  status?: S | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface StatusDateFiltersProps<S extends string> {
  search: StatusDateSearch<S>;
  onChange: (patch: StatusDateSearch<S>) => void;
  statusOptions: readonly FilterOption<S>[];
  fromLabel: string;
  toLabel: string;
  actions?: ReactNode;
  /** Under the filters, after any message about a reversed range. */
  note?: ReactNode;
}

/** A status and an inclusive date range: the filters of the orders and invoices lists. */
export function StatusDateFilters<S extends string>(props: StatusDateFiltersProps<S>) {
  const { search, onChange, statusOptions, fromLabel, toLabel, actions, note } = props;
  const { status, from, to } = search;
  return (
    <FilterBar
      actions={actions}
      below={
        <>
          <DateRangeMessage from={from} to={to} fromLabel={fromLabel} toLabel={toLabel} />
          {note}
        </>
      }
    >
      <SelectFilter
        label="Status"
        options={statusOptions}
        allLabel="All statuses"
        value={status}
        onChange={(next) => onChange({ status: next })}
      />
      <DateRangeFilters from={from} to={to} fromLabel={fromLabel} toLabel={toLabel} onChange={onChange} />
    </FilterBar>
  );
}
