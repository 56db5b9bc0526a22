import { useState } from 'react';
import type { WebhookEndpointWithSecret } from '#contract/webhooks';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { useCreateWebhookEndpoint } from '../api/webhook-mutations';
import { NewWebhookSecret } from '../new-webhook-secret';
import { EndpointForm } from './endpoint-form';

export function AddEndpointDialog({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const create = useCreateWebhookEndpoint(setCreated);
  return (
    <Dialog title={created ? 'Endpoint added' : 'Add a webhook endpoint'} onClose={onClose} busy={create.isPending}>
      {created ? (
        <>
          <NewWebhookSecret endpoint={created} />
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <EndpointForm submit={create.submit} isPending={create.isPending} error={create.error} onCancel={onClose} />
      )}
    </Dialog>
  );
}
