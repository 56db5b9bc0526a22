import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Member } from '#contract/members';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { TeamErrorPanel } from './team-error-panel';
import { forgetSession, signOut } from '#app/features/session/sign-out';
import { useRemoveMember } from './api/member-mutations';

const DANGER = 'bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200';

/** Remove someone else, or leave (`leaving`): yourself, after which this account's session ends. */
export function RemoveMemberDialog({
  member,
  leaving,
  accountName,
  onClose,
}: {
  member: Member;
  leaving: boolean;
  accountName: string;
  onClose: () => void;
}) {
  const remove = useRemoveMember(member.id, leaving);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function leave() {
    // The membership is gone, so the session is useless: end it (best effort) and forget this account's data and drafts.
    await signOut().catch(() => undefined);
    forgetSession(queryClient);
    await navigate({ to: '/sign-in', search: {} });
  }

  function confirm() {
    remove.mutate(undefined, { onSuccess: () => (leaving ? void leave() : onClose()) });
  }

  return (
    <Dialog title={leaving ? `Leave ${accountName}?` : `Remove ${member.name}?`} onClose={onClose} busy={remove.isPending}>
      <p className="text-sm">
        {leaving
          ? `You lose access to ${accountName} at once. To come back, an owner or admin must invite you again.`
          : `${member.name} (${member.email}) loses access to ${accountName} at once.`}
      </p>
      {remove.error ? (
        <div className="mt-4">
          <TeamErrorPanel error={remove.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button className={DANGER} disabled={remove.isPending} onClick={confirm}>
          {remove.isPending ? (leaving ? 'Leaving…' : 'Removing…') : leaving ? 'Leave account' : 'Remove member'}
        </Button>
      </div>
    </Dialog>
  );
}
