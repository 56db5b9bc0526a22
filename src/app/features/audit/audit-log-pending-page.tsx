import { PageHeader } from '#app/components/ui/page-header';
import { TableSkeleton } from '#app/components/ui/skeleton';

export function AuditLogPendingPage() {
  return (
    <>
      <PageHeader title="Audit log" />
      <TableSkeleton columns={5} rows={6} label="Loading the audit log" />
    </>
  );
}
