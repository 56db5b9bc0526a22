import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '#app/features/session/session-query';
import { PortalLayout } from '#app/features/shell/portal-layout';

/** Every screen behind sign-in: no session sends the user to sign-in with a way back. */
export const Route = createFileRoute('/_portal')({
  // In the loader, not beforeLoad: a layout's loader and its screen's run at the same
  // time, so the screen's data is asked for alongside the session instead of a round
  // trip after it. Signed out, the screen's own reads answer 401, which leads to
  // sign-in the same way (query-client.ts).
  loader: async ({ context, location }) => {
    const session = await context.queryClient.query(sessionQueryOptions);
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
  component: PortalLayout,
});
