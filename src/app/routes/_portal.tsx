import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/session/session-query';
import { PortalLayout } from '../features/shell/portal-layout';

/** Every screen behind sign-in: no session sends the user to sign-in with a way back. */
export const Route = createFileRoute('/_portal')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.query(sessionQueryOptions);
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    return { session };
  },
  component: PortalLayout,
});
