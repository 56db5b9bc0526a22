import type { Invitation } from '#contract/members';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { TeamErrorPanel } from './team-error-panel';
import { useResendInvitation, useRevokeInvitation } from './api/invitation-mutations';

const DANGER = 'bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200';

export function ResendInvitationDialog({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const resend = useResendInvitation(invitation.id);
  return (
    <Dialog title={`Resend the invitation to ${invitation.email}?`} onClose={onClose} busy={resend.isPending}>
      <p className="text-sm">A new link goes out, good for 7 days. The link sent before stops working.</p>
      {resend.error ? (
        <div className="mt-4">
          <TeamErrorPanel error={resend.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={resend.isPending}>
          Cancel
        </Button>
        <Button disabled={resend.isPending} onClick={() => resend.mutate(undefined, { onSuccess: onClose })}>
          {resend.isPending ? 'Sending…' : 'Send new link'}
        </Button>
      </div>
    </Dialog>
  );
}

export function RevokeInvitationDialog({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const revoke = useRevokeInvitation(invitation.id);
  return (
    <Dialog title={`Revoke the invitation to ${invitation.email}?`} onClose={onClose} busy={revoke.isPending}>
      <p className="text-sm">The link stops working at once. You can invite them again later.</p>
      {revoke.error ? (
        <div className="mt-4">
          <TeamErrorPanel error={revoke.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={revoke.isPending}>
          Cancel
        </Button>
        <Button className={DANGER} disabled={revoke.isPending} onClick={() => revoke.mutate(undefined, { onSuccess: onClose })}>
          {revoke.isPending ? 'Revoking…' : 'Revoke invitation'}
        </Button>
      </div>
    </Dialog>
  );
}
