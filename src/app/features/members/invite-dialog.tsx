import type { Site } from '#contract/sites';
import { Dialog } from '#app/components/ui/dialog';
import { useInvite } from './api/invitation-mutations';
import { InviteForm } from './invite-form';

export function InviteDialog({
  callerIsOwner,
  sites,
  onClose,
}: {
  callerIsOwner: boolean;
  sites: readonly Site[] | null;
  onClose: () => void;
}) {
  const invite = useInvite(onClose);
  return (
    <Dialog title="Invite someone" onClose={onClose} busy={invite.isPending}>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        They get an email with a link that works once, for 7 days.
      </p>
      <InviteForm
        submit={(values) => invite.submit(values)}
        isPending={invite.isPending}
        error={invite.error}
        callerIsOwner={callerIsOwner}
        sites={sites}
        onCancel={onClose}
      />
    </Dialog>
  );
}
