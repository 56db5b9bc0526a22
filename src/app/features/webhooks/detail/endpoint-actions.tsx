import type { WebhookEndpoint } from '#contract/webhooks';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useSendTestEvent, useSetWebhookEnabled } from '../api/webhook-mutations';

export type EndpointDialog = 'roll' | 'delete';

/** Send a test event, roll the secret, enable or disable, delete. */
export function EndpointActions({
  endpoint,
  onDialog,
}: {
  endpoint: WebhookEndpoint;
  onDialog: (dialog: EndpointDialog) => void;
}) {
  const test = useSendTestEvent(endpoint.id);
  const setEnabled = useSetWebhookEnabled(endpoint.id);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => test.submit(null)} disabled={!endpoint.enabled || test.isPending}>
          {test.isPending ? 'Sending…' : 'Send test event'}
        </Button>
        <Button variant="secondary" onClick={() => onDialog('roll')}>
          Roll secret
        </Button>
        <Button variant="secondary" disabled={setEnabled.isPending} onClick={() => setEnabled.mutate(!endpoint.enabled)}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="secondary" onClick={() => onDialog('delete')}>
          Delete
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {test.isSuccess ? 'Test event sent: it shows in the delivery log below within a few seconds.' : ''}
      </p>
      {test.error ? <ErrorPanel error={test.error} /> : null}
      {setEnabled.error ? <ErrorPanel error={setEnabled.error} /> : null}
    </div>
  );
}
