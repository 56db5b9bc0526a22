import { useState } from 'react';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '#contract/webhooks';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useRollWebhookSecret } from '../api/webhook-mutations';
import { NewWebhookSecret } from '../new-webhook-secret';

export function RollSecretDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const [rolled, setRolled] = useState<WebhookEndpointWithSecret | null>(null);
  const roll = useRollWebhookSecret(endpoint.id, setRolled);
  return (
    <Dialog title={rolled ? 'Secret rolled' : 'Roll the signing secret?'} onClose={onClose} busy={roll.isPending}>
      {rolled ? (
        <>
          <NewWebhookSecret endpoint={rolled} />
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">
            A new secret signs every delivery from now on. For the next 24 hours the old secret signs beside it (two signatures in
            the <span className="font-mono">webhook-signature</span> header), so your receiver keeps working while you switch it
            to the new one.
          </p>
          {roll.error ? (
            <div className="mt-4">
              <ErrorPanel error={roll.error} />
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={roll.isPending}>
              Cancel
            </Button>
            <Button onClick={() => roll.submit(null)} disabled={roll.isPending}>
              {roll.isPending ? 'Rolling…' : 'Roll secret'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
