import { PageHeader } from '../../components/ui/page-header';
import { TableSkeleton } from '../../components/ui/skeleton';
import { PartsFilters } from './parts-filters';

/** Kept out of the lazily loaded screen so it can show at once while the list loads. */
export function PartsPendingPage() {
  return (
    <>
      <PageHeader title="Parts" description="Every blade, scissor and saw registered to your account." />
      <PartsFilters />
      <TableSkeleton columns={8} label="Loading parts" />
    </>
  );
}
