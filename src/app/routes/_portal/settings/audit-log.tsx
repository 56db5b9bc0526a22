import { createFileRoute } from '@tanstack/react-router';
import { auditAvailabilityQueryOptions, auditEventsQueryOptions } from '#app/features/audit/api/audit-events-query';
import { AuditLogPage } from '#app/features/audit/audit-log-page';
import { AuditLogPendingPage } from '#app/features/audit/audit-log-pending-page';
import { auditSearchSchema } from '#app/features/audit/audit-search';
import { sessionQueryOptions } from '#app/features/session/session-query';
import { hasScope } from '#app/features/session/session-scopes';

export const Route = createFileRoute('/_portal/settings/audit-log')({
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    // Without audit:read, or on a server without the log, the page says so: nothing to fetch.
    const session = await queryClient.query(sessionQueryOptions);
    if (!session || !hasScope(session, 'audit:read')) return;
    if (await queryClient.query(auditAvailabilityQueryOptions)) await queryClient.infiniteQuery(auditEventsQueryOptions(deps));
  },
  head: () => ({ meta: [{ title: 'Audit log · Whetstone' }] }),
  pendingComponent: AuditLogPendingPage,
  component: AuditLogPage,
});
