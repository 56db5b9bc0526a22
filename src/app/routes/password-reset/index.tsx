import { createFileRoute } from '@tanstack/react-router';
import { RequestResetPage } from '#app/features/password-reset/request-reset-page';

/** Public: asks for a reset link by mail. */
export const Route = createFileRoute('/password-reset/')({
  head: () => ({ meta: [{ title: 'Reset your password · Whetstone' }] }),
  component: RequestResetPage,
});
