import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '#app/features/password-reset/reset-password-page';

/**
 * A reset link from the mail, public: the token is the only credential. No loader: nothing in the portal
 * links here to preload it, and a loader's entry would ride on every first load. The page asks who the link is for.
 */
export const Route = createFileRoute('/password-reset/$token')({
  // The URL holds the token: no page this one leads to may learn it from a Referer header.
  head: () => ({ meta: [{ title: 'Choose a new password · Whetstone' }, { name: 'referrer', content: 'no-referrer' }] }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  return <ResetPasswordPage token={token} />;
}
