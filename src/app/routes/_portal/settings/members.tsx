import { createFileRoute } from '@tanstack/react-router';
import { invitationsQueryOptions } from '#app/features/members/api/invitations-query';
import { membersQueryOptions } from '#app/features/members/api/members-query';
import { canManageMembers } from '#app/features/members/member-words';
import { MembersPage } from '#app/features/members/members-page';
import { MembersPendingPage } from '#app/features/members/members-pending-page';
import { sessionQueryOptions } from '#app/features/session/session-query';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';

export const Route = createFileRoute('/_portal/settings/members')({
  loader: async ({ context: { queryClient } }) => {
    // Other roles are refused these endpoints: the page tells them so without asking.
    if (!canManageMembers(await queryClient.query(sessionQueryOptions))) return;
    await Promise.all([
      queryClient.query(membersQueryOptions),
      queryClient.query(invitationsQueryOptions),
      queryClient.query(sitesQueryOptions('active')),
    ]);
  },
  head: () => ({ meta: [{ title: 'Members · Whetstone' }] }),
  pendingComponent: MembersPendingPage,
  component: MembersPage,
});
