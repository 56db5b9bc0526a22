import { createFileRoute, redirect, retainSearchParams } from '@tanstack/react-router';
import { sessionQueryOptions } from '#app/features/session/session-query';
import { mustLeaveForTwoFactor } from '#app/features/session/two-factor-gate';
import { PortalLayout } from '#app/features/shell/portal-layout';
import { siteScopeSearchSchema } from '#app/features/sites/site-scope-search';

/** Every screen behind sign-in: no session sends the user to sign-in with a way back. */
export const Route = createFileRoute('/_portal')({
  // The site chosen in the header follows the manager to every screen until "All sites" is chosen.
  validateSearch: siteScopeSearchSchema,
  search: { middlewares: [retainSearchParams(['site'])] },
  // In the loader, not beforeLoad: a layout's loader and its screen's run at the same
  // time, so the screen's data is asked for alongside the session instead of a round
  // trip after it. Signed out, the screen's own reads answer 401, which leads to
  // sign-in the same way (query-client.ts).
  loader: async ({ context, location }) => {
    const session = await context.queryClient.query(sessionQueryOptions);
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    // The account requires two-factor and this person has none: the server refuses every other screen's
    // data (403) until it is set up, so the screen that sets it up is the only one; the redirect wins over
    // whatever the screen's own loader met.
    if (mustLeaveForTwoFactor(session, location.pathname)) throw redirect({ to: '/settings/security' });
  },
  component: PortalLayout,
});
