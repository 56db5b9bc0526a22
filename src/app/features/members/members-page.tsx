import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Session } from '#contract/portal';
import { Button } from '#app/components/ui/button';
import { EmptyState } from '#app/components/ui/empty-state';
import { PageHeader } from '#app/components/ui/page-header';
import { useSession } from '#app/features/session/session-query';
import { useSites } from '#app/features/sites/api/sites-query';
import { useInvitations } from './api/invitations-query';
import { useMembers } from './api/members-query';
import { EditMemberDialog } from './edit-member-dialog';
import { InvitationsTable, type InvitationAction } from './invitations-table';
import { ResendInvitationDialog, RevokeInvitationDialog } from './invitation-dialogs';
import { InviteDialog } from './invite-dialog';
import { MakeOwnerDialog } from './make-owner-dialog';
import { canManageMembers } from './member-words';
import { MembersNotAllowed } from './members-not-allowed';
import { MembersTable, type MemberAction } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';
import { MEMBERS_HEADING } from '#contract/screen-headings';

type Open = { kind: 'invite' } | MemberAction | InvitationAction | null;

/** Owners and admins only: anyone else sees why, and the member endpoints are never asked. */
export function MembersPage() {
  const session = useSession();
  return canManageMembers(session) ? <MembersScreen session={session} /> : <MembersNotAllowed />;
}

function MembersScreen({ session }: { session: Session }) {
  const members = useMembers();
  const invitations = useInvitations();
  const sites = useSites('active');
  const [open, setOpen] = useState<Open>(null);
  const callerIsOwner = session.member?.role === 'owner';
  const siteName = (id: string) => sites?.find((site) => site.id === id)?.name;
  const close = () => setOpen(null);
  const accountName = session.account.name;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/settings" className="touch-target">
          ← Settings
        </Link>
      </p>
      <PageHeader
        title="Members"
        description={MEMBERS_HEADING.description}
        actions={<Button onClick={() => setOpen({ kind: 'invite' })}>Invite someone</Button>}
      />
      <MembersTable
        members={members}
        meId={session.member?.id}
        callerIsOwner={callerIsOwner}
        siteName={siteName}
        onAction={setOpen}
      />
      <section aria-labelledby="members-invitations" className="mt-8">
        <h2 id="members-invitations" className="mb-2 text-lg font-semibold">
          Pending invitations
        </h2>
        {invitations.length === 0 ? (
          <EmptyState title="No pending invitations">Invite someone to give them their own sign-in.</EmptyState>
        ) : (
          <InvitationsTable invitations={invitations} siteName={siteName} onAction={setOpen} />
        )}
      </section>
      {open?.kind === 'invite' ? <InviteDialog callerIsOwner={callerIsOwner} sites={sites} onClose={close} /> : null}
      {open?.kind === 'edit' ? (
        <EditMemberDialog member={open.member} callerIsOwner={callerIsOwner} sites={sites} onClose={close} />
      ) : null}
      {open?.kind === 'remove' || open?.kind === 'leave' ? (
        <RemoveMemberDialog member={open.member} leaving={open.kind === 'leave'} accountName={accountName} onClose={close} />
      ) : null}
      {open?.kind === 'make-owner' ? <MakeOwnerDialog member={open.member} accountName={accountName} onClose={close} /> : null}
      {open?.kind === 'resend' ? <ResendInvitationDialog invitation={open.invitation} onClose={close} /> : null}
      {open?.kind === 'revoke' ? <RevokeInvitationDialog invitation={open.invitation} onClose={close} /> : null}
    </>
  );
}
