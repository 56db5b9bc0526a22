import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { sessionKey } from '#app/features/session/session-query';
import type { Session } from '#contract/portal';
import { SignInPage } from '#app/features/session/sign-in-page';
import { safeRedirect } from '#app/lib/routing/safe-redirect';

const signInSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  // Only a session the portal already holds sends the user on. No request on a cold
  // visit: nearly everyone opening /sign-in is signed out, so it would always be a
  // 401 (logged by the browser as an error), and a failing server would hold up the form.
  beforeLoad: ({ context, search }) => {
    if (context.queryClient.getQueryData<Session | null>(sessionKey)) throw redirect({ href: safeRedirect(search.redirect) });
  },
  head: () => ({ meta: [{ title: 'Sign in · Whetstone' }] }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target } = Route.useSearch();
  return <SignInPage redirect={target} />;
}
