import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { PartsFilters } from './parts-filters';
import { usePartsList } from './parts-list-query';
import type { PartsSearch } from './parts-search';
import { PartsTable } from './parts-table';

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
