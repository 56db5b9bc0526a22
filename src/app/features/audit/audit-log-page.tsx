import { Link, getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button';
import { EmptyState } from '#app/components/ui/empty-state';
import { PageHeader } from '#app/components/ui/page-header';
import { hasFilters } from '#app/lib/routing/search-params';
import { useSession } from '#app/features/session/session-query';
import { hasScope } from '#app/features/session/session-scopes';
import { useAuditEvents } from './api/audit-events-query';
import { useAuditAvailability } from './api/audit-events-query';
import { AuditExport } from './audit-export';
import { AuditFilters } from './audit-filters';
import type { AuditSearch } from './audit-search';
import { AuditTable } from './audit-table';
import { AUDIT_LOG_HEADING } from '#contract/screen-headings';

const route = getRouteApi('/_portal/settings/audit-log');

function Frame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/settings" className="touch-target">
          ← Settings
        </Link>
      </p>
      <PageHeader title="Audit log" description={AUDIT_LOG_HEADING.description} actions={actions} />
      {children}
    </>
  );
}

const NOTE = 'rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700';

/** The audit log, for sessions holding audit:read on a server that keeps one. */
export function AuditLogPage() {
  const session = useSession();
  const allowed = hasScope(session, 'audit:read');
  const available = useAuditAvailability(allowed);
  if (!allowed) {
    return (
      <Frame>
        <p className={NOTE}>Reading the audit log needs the “audit:read” scope, which owners and admins hold.</p>
      </Frame>
    );
  }
  if (available.data === false) {
    return (
      <Frame>
        <p className={NOTE}>This server does not keep an audit log.</p>
      </Frame>
    );
  }
  if (available.data !== true) return <Frame>{null}</Frame>;
  return <AuditLog />;
}

function AuditLog() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const set = (patch: Partial<AuditSearch>) =>
    void navigate({ search: (prev: AuditSearch) => ({ ...prev, ...patch }), replace: true });
  const log = useAuditEvents(search);
  return (
    <Frame actions={<AuditExport key={JSON.stringify(search)} search={search} />}>
      <AuditFilters search={search} onChange={set} />
      {log.entries.length === 0 ? (
        <EmptyState title={hasFilters(search) ? 'No entries match these filters' : 'Nothing recorded yet'}>
          {hasFilters(search)
            ? 'Change or clear the filters to see more.'
            : 'Sign-ins and security changes appear here as they happen.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            Showing {log.entries.length} of {log.total} entries. Times are in your time zone.
          </p>
          <AuditTable entries={log.entries} />
        </>
      )}
      {log.hasNextPage ? (
        <div className="mt-3">
          <Button
            variant="secondary"
            disabled={log.isFetchingNextPage}
            onClick={() => {
              if (log.hasNextPage && !log.isFetching) void log.fetchNextPage();
            }}
          >
            {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </Frame>
  );
}
