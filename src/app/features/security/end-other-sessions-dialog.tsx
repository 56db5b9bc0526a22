import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useEndOtherSessions } from './api/session-mutations';

interface EndOtherSessionsDialogProps {
  others: number;
  onClose: () => void;
  onEnded: (count: number) => void;
}

export function EndOtherSessionsDialog({ others, onClose, onEnded }: EndOtherSessionsDialogProps) {
  const endOthers = useEndOtherSessions();
  return (
    <Dialog title="Sign out all other sessions?" onClose={onClose} busy={endOthers.isPending}>
      <p className="text-sm">
        Every browser signed in as you, except this one ({others} other session{others === 1 ? '' : 's'}), is signed out at once.
        This one stays signed in.
      </p>
      {endOthers.error ? (
        <div className="mt-4">
          <ErrorPanel error={endOthers.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined, { onSuccess: onEnded })}>
          {endOthers.isPending ? 'Signing out…' : 'Sign out other sessions'}
        </Button>
      </div>
    </Dialog>
  );
}
