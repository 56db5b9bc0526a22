import { useQueryClient } from '@tanstack/react-query';
import type { Member } from '#contract/members';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { TeamErrorPanel } from './team-error-panel';
import { sessionKey } from '#app/features/session/session-query';
import { useMakeOwner } from './api/member-mutations';

export function MakeOwnerDialog({ member, accountName, onClose }: { member: Member; accountName: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const makeOwner = useMakeOwner(member.id, () => queryClient.invalidateQueries({ queryKey: sessionKey }));
  return (
    <Dialog title={`Make ${member.name} owner?`} onClose={onClose} busy={makeOwner.isPending}>
      <p className="text-sm">
        {member.name} becomes the owner of {accountName}, with every site. You become an admin: you keep managing the team, but
        only an owner can change or remove owners.
      </p>
      {makeOwner.error ? (
        <div className="mt-4">
          <TeamErrorPanel error={makeOwner.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={makeOwner.isPending}>
          Cancel
        </Button>
        <Button disabled={makeOwner.isPending} onClick={() => makeOwner.mutate(undefined, { onSuccess: onClose })}>
          {makeOwner.isPending ? 'Making owner…' : 'Make owner'}
        </Button>
      </div>
    </Dialog>
  );
}
