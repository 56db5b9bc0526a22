import { Link } from '@tanstack/react-router';
import { TableSkeleton } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { SelectFilter } from '../../components/ui/select-filter';
import { PART_STATUS_OPTIONS, PART_TYPE_OPTIONS } from './part-status';
import { usePartsList } from './parts-list-query';
import type { PartsSearch } from './parts-search';
import { PART_COLUMNS, PartsTable } from './parts-table';

function PartsFilters() {
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      <SelectFilter name="status" label="Status" options={PART_STATUS_OPTIONS} allLabel="All statuses" />
      <SelectFilter name="part_type" label="Type" options={PART_TYPE_OPTIONS} allLabel="All types" />
    </div>
  );
}

export function PartsPage({ filters }: { filters: PartsSearch }) {
  const list = usePartsList(filters);
  const filtered = filters.status !== undefined || filters.part_type !== undefined;
  return (
    <>
      <PageHeader title="Parts" description="Every blade, scissor and saw registered to your account." />
      <PartsFilters />
      <PartsTable
        list={list}
        empty={
          <EmptyState title={filtered ? 'No parts match these filters' : 'No parts yet'}>
            {filtered ? <Link to="/parts">Clear the filters</Link> : 'Parts registered to your account will appear here.'}
          </EmptyState>
        }
      />
    </>
  );
}

export function PartsPendingPage() {
  return (
    <>
      <PageHeader title="Parts" description="Every blade, scissor and saw registered to your account." />
      <PartsFilters />
      <TableSkeleton columns={PART_COLUMNS.length} label="Loading parts" />
    </>
  );
}
