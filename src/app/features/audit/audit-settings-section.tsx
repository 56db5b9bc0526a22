import { Link } from '@tanstack/react-router';
import { useSession } from '#app/features/session/session-query';
import { hasScope } from '#app/features/session/session-scopes';
import { useAuditAvailability } from './api/audit-events-query';

const CARD = 'rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-700';

/** Settings' way to the audit log: for sessions holding audit:read, once the server has said it keeps one. */
export function AuditSettingsSection() {
  const allowed = hasScope(useSession(), 'audit:read');
  const available = useAuditAvailability(allowed);
  if (!allowed || available.data !== true) return null;
  return (
    <section aria-labelledby="settings-audit" className="mb-8">
      <h2 id="settings-audit" className="mb-2 text-lg font-semibold">
        Audit log
      </h2>
      <div className={CARD}>
        <p>Who signed in, and who changed API keys, webhooks and sites, from where. Kept for a year.</p>
        <p className="mt-2">
          <Link to="/settings/audit-log" className="touch-target font-medium">
            View the audit log
          </Link>
        </p>
      </div>
    </section>
  );
}
