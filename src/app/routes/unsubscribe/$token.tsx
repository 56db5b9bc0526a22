import { createFileRoute } from '@tanstack/react-router';
import { unsubscribeLinkQueryOptions } from '#app/features/notifications/api/unsubscribe-query';
import { UnsubscribePage } from '#app/features/notifications/unsubscribe/unsubscribe-page';
import { sessionQueryOptions } from '#app/features/session/session-query';

/** A mail's unsubscribe link, public: the signed token is the only credential, and no sign-in is asked. */
export const Route = createFileRoute('/unsubscribe/$token')({
  loader: async ({ context: { queryClient }, params }) => {
    await Promise.all([
      queryClient.query(unsubscribeLinkQueryOptions(params.token)),
      // Signed in in this browser? The page's POST then carries the cookie, and with it the session's CSRF token.
      queryClient.query(sessionQueryOptions).catch(() => null),
    ]);
  },
  // The URL holds the token: no page this one leads to may learn it from a Referer header.
  head: () => ({ meta: [{ title: 'Turn off e-mail · Whetstone' }, { name: 'referrer', content: 'no-referrer' }] }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useParams();
  return <UnsubscribePage token={token} />;
}
