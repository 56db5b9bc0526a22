import { useState } from 'react';
import type { ApiKeyWithSecret } from '#contract/portal';
import { Button } from '#app/components/ui/button';
import { useCreateApiKey } from './api/api-key-mutations';
import { CreateApiKeyForm } from './create-api-key-form';
import { Dialog } from '#app/components/ui/dialog';
import { NewSecret } from './new-secret';

/** Create, then show the secret once. Closing the dialog unmounts it and the secret with it. */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  const create = useCreateApiKey(setCreated);
  return (
    <Dialog title={created ? 'API key created' : 'Create an API key'} onClose={onClose} busy={create.isPending}>
      {created ? (
        <>
          <NewSecret apiKey={created} />
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </>
      ) : (
        <CreateApiKeyForm submit={create.submit} isPending={create.isPending} error={create.error} onCancel={onClose} />
      )}
    </Dialog>
  );
}
