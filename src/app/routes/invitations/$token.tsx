import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '#app/features/members/accept/accept-invitation-page';
import { invitationPreviewQueryOptions } from '#app/features/members/api/invitation-preview-query';
import { sessionQueryOptions } from '#app/features/session/session-query';

/** An invitation's link, public: the token is the only credential, sent in request bodies only. */
export const Route = createFileRoute('/invitations/$token')({
  loader: async ({ context: { queryClient }, params }) => {
    await Promise.all([
      queryClient.query(invitationPreviewQueryOptions(params.token)),
      // Signed in already (as the invited address, say)? The page offers a single "Join" then.
      queryClient.query(sessionQueryOptions).catch(() => null),
    ]);
  },
  // The URL holds the token: no page this one leads to may learn it from a Referer header.
  head: () => ({ meta: [{ title: 'Join an account · Whetstone' }, { name: 'referrer', content: 'no-referrer' }] }),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token } = Route.useParams();
  return <AcceptInvitationPage token={token} />;
}
