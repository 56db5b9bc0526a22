import { useRef, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useNewRecoveryCodes } from './api/two-factor-mutations';
import { CodeField, fieldProblem } from './code-field';
import { RecoveryCodes } from './recovery-codes';

/** Ten new recovery codes for a current code; the old ones stop working. */
export function NewRecoveryCodesDialog({ onClose }: { onClose: () => void }) {
  const renew = useNewRecoveryCodes();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const wrong = fieldProblem(renew.error, 'code');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    if (trimmed === '') return input.current?.focus();
    renew.mutate(trimmed);
  }

  return (
    <Dialog title="Make new recovery codes" onClose={onClose} busy={renew.isPending || renew.isSuccess}>
      {renew.data ? (
        <RecoveryCodes codes={renew.data} onSaved={onClose} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm">Your old recovery codes stop working as soon as the new ones are made.</p>
          {renew.error && !wrong ? <ErrorPanel error={renew.error} /> : null}
          <CodeField
            id="recovery-codes-code"
            value={code}
            onChange={setCode}
            inputRef={input}
            error={empty ? 'Enter the code your app shows.' : wrong}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={renew.isPending}>
              {renew.isPending ? 'Making codes…' : 'Make new codes'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
