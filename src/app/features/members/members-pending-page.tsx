import { PageHeader } from '#app/components/ui/page-header';
import { TableSkeleton } from '#app/components/ui/skeleton';

export function MembersPendingPage() {
  return (
    <>
      <PageHeader title="Members" />
      <TableSkeleton columns={7} rows={4} label="Loading members" />
    </>
  );
}
