import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '#app/components/ui/alert';
import { PageHeader } from '#app/components/ui/page-header';
import { useHasScope } from '#app/features/session/session-scopes';
import { useWebhookEndpoint } from '../api/webhook-endpoint-query';
import { DeleteEndpointDialog } from './delete-endpoint-dialog';
import { DeliveryLog } from './delivery-log';
import { EndpointActions, type EndpointDialog } from './endpoint-actions';
import { EndpointFacts } from './endpoint-facts';
import { MissedEventsRecovery } from './missed-events-recovery';
import { VerificationSample } from '../verification-sample-section';
import { RollSecretDialog } from './roll-secret-dialog';

export function EndpointPage({ endpointId }: { endpointId: string }) {
  const endpoint = useWebhookEndpoint(endpointId);
  const canManage = useHasScope('webhooks:write');
  const [dialog, setDialog] = useState<EndpointDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/settings/webhooks" className="touch-target">
          ← Webhooks
        </Link>
      </p>
      <PageHeader title="Webhook endpoint" description={<span className="break-all font-mono">{endpoint.url}</span>} />
      {endpoint.description ? <p className="-mt-4 mb-6 text-sm">{endpoint.description}</p> : null}
      {!endpoint.enabled && endpoint.disabled_reason === 'failing' ? (
        <Alert tone="error" className="mb-6 p-3">
          <p className="font-semibold">Disabled after 3 days of failed deliveries.</p>
          <p className="mt-1">No events are sent until you fix the receiver and enable the endpoint again.</p>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-6">
        {canManage ? <EndpointActions endpoint={endpoint} onDialog={setDialog} /> : null}
        {canManage ? <MissedEventsRecovery endpoint={endpoint} /> : null}
        <EndpointFacts endpoint={endpoint} />
        <DeliveryLog endpointId={endpoint.id} enabled={endpoint.enabled} />
        <section aria-label="Verifying deliveries" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <VerificationSample id="endpoint-verify-deliveries" />
        </section>
      </div>
      {dialog === 'roll' ? <RollSecretDialog endpoint={endpoint} onClose={close} /> : null}
      {dialog === 'delete' ? <DeleteEndpointDialog endpoint={endpoint} onClose={close} /> : null}
    </>
  );
}
