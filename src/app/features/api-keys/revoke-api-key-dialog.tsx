import type { ApiKey } from '#contract/portal';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useRevokeApiKey } from './api/api-key-mutations';
import { Dialog } from '#app/components/ui/dialog';

export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeApiKey(apiKey.id);
  return (
    <Dialog title={`Revoke “${apiKey.name}”?`} onClose={onClose}>
      <p className="text-sm">
        Requests with this key (
        <span className="font-mono">
          {apiKey.prefix}…{apiKey.last4}
        </span>
        ) fail from the moment you revoke it. This cannot be undone.
      </p>
      {revoke.error ? (
        <div className="mt-4">
          <ErrorPanel error={revoke.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(undefined, { onSuccess: onClose })}
        >
          {revoke.isPending ? 'Revoking…' : 'Revoke key'}
        </Button>
      </div>
    </Dialog>
  );
}
