import { createFileRoute } from '@tanstack/react-router';
import { personSessionsQueryOptions } from '#app/features/security/api/sessions-query';
import { twoFactorQueryOptions } from '#app/features/security/api/two-factor-query';
import { SecurityPage } from '#app/features/security/security-page';
import { sessionQueryOptions } from '#app/features/session/session-query';
import { mustSetUpTwoFactor } from '#app/features/session/two-factor-gate';

export const Route = createFileRoute('/_portal/settings/security')({
  loader: async ({ context: { queryClient } }) => {
    const session = await queryClient.query(sessionQueryOptions);
    if (!session) return;
    await Promise.all([
      // A server whose session says nothing of two-factor has none of its endpoints.
      session.two_factor ? queryClient.query(twoFactorQueryOptions) : null,
      mustSetUpTwoFactor(session) ? null : queryClient.query(personSessionsQueryOptions),
    ]);
  },
  head: () => ({ meta: [{ title: 'Security · Whetstone' }] }),
  component: SecurityPage,
});
