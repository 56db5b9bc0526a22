import { PageHeader } from '#app/components/ui/page-header';
import { TableSkeleton } from '#app/components/ui/skeleton';

export function SitesPendingPage() {
  return (
    <>
      <PageHeader title="Sites" />
      <TableSkeleton columns={6} rows={3} label="Loading sites" />
    </>
  );
}
