import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { WEBHOOK_LIMITS } from '#contract/webhooks';
import { Button } from '#app/components/ui/button';
import { EmptyState } from '#app/components/ui/empty-state';
import { PageHeader } from '#app/components/ui/page-header';
import { useHasScope } from '#app/features/session/session-scopes';
import { useWebhookEndpoints } from '../api/webhook-endpoints-query';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { EndpointsTable } from './endpoints-table';
import { ReceivingEvents } from './receiving-events';
import { WEBHOOKS_HEADING } from '#contract/screen-headings';

export function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const canManage = useHasScope('webhooks:write');
  const [adding, setAdding] = useState(false);
  const full = (endpoints?.length ?? 0) >= WEBHOOK_LIMITS.endpointsPerAccount;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/settings" className="touch-target">
          ← Settings
        </Link>
      </p>
      <PageHeader
        title="Webhooks"
        description={WEBHOOKS_HEADING.description}
        actions={
          canManage && endpoints ? (
            <Button onClick={() => setAdding(true)} disabled={full}>
              Add endpoint
            </Button>
          ) : null
        }
      />
      {endpoints === null ? (
        <EmptyState title="Webhooks are not available">This server does not offer webhooks.</EmptyState>
      ) : (
        <>
          {canManage ? null : (
            <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
              You can see this account’s endpoints; adding and changing them needs a manager’s access.
            </p>
          )}
          {full && canManage ? (
            <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
              This account has {WEBHOOK_LIMITS.endpointsPerAccount} endpoints, the most it may have. Delete one to add another.
            </p>
          ) : null}
          {endpoints.length === 0 ? (
            <EmptyState title="No endpoints yet">Add the URL of a receiver to start getting events.</EmptyState>
          ) : (
            <EndpointsTable endpoints={endpoints} />
          )}
          <ReceivingEvents />
        </>
      )}
      {adding ? <AddEndpointDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
