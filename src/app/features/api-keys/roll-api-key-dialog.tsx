import { useState, type FormEvent } from 'react';
import type { ApiKey, ApiKeyWithSecret } from '#contract/portal';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { GRACE_CHOICES, graceToTimestamp, type GraceChoice } from './api-key-expiry';
import { useRollApiKey } from './api/api-key-mutations';
import { Dialog } from '#app/components/ui/dialog';
import { NewSecret } from './new-secret';

export function RollApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const [rolled, setRolled] = useState<ApiKeyWithSecret | null>(null);
  const [grace, setGrace] = useState<GraceChoice>('24h');
  const [sentFor, setSentFor] = useState<{ grace: GraceChoice; at: string } | null>(null);
  const roll = useRollApiKey(apiKey.id, setRolled);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // A retry of the same choice resends the same time, so it reuses the Idempotency-Key.
    const at = sentFor?.grace === grace ? sentFor.at : graceToTimestamp(grace);
    setSentFor({ grace, at });
    roll.submit(at);
  }

  return (
    <Dialog title={rolled ? 'Key rolled' : `Roll “${apiKey.name}”`} onClose={onClose} busy={roll.isPending}>
      {rolled ? (
        <>
          <NewSecret apiKey={rolled} />
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm">
            Rolling makes a new secret with the same name, access and expiry. Give your integrations time to switch before the old
            one stops.
          </p>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">The old secret stops working</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {GRACE_CHOICES.map(({ value, label }) => (
                <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="grace"
                    value={value}
                    checked={grace === value}
                    onChange={() => setGrace(value)}
                    className="size-4"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {roll.error ? <ErrorPanel error={roll.error} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={roll.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={roll.isPending}>
              {roll.isPending ? 'Rolling…' : 'Roll key'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
