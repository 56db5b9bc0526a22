import { useNavigate } from '@tanstack/react-router';
import type { WebhookEndpoint } from '#contract/webhooks';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useDeleteWebhookEndpoint } from '../api/webhook-mutations';

export function DeleteEndpointDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const remove = useDeleteWebhookEndpoint(endpoint.id);
  const navigate = useNavigate();
  return (
    <Dialog title="Delete this endpoint?" onClose={onClose} busy={remove.isPending}>
      <p className="text-sm">
        No more events go to <span className="break-all font-mono">{endpoint.url}</span>, and its delivery log is deleted with it.
        This cannot be undone.
      </p>
      {remove.error ? (
        <div className="mt-4">
          <ErrorPanel error={remove.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Keep it
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate({ to: '/settings/webhooks' }) })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete endpoint'}
        </Button>
      </div>
    </Dialog>
  );
}
