import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { sessionQueryOptions } from '../features/session/session-query';
import { SignInPage } from '../features/session/sign-in-page';
import { safeRedirect } from '../lib/safe-redirect';

const signInSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.query(sessionQueryOptions);
    if (session) throw redirect({ href: safeRedirect(search.redirect) });
  },
  head: () => ({ meta: [{ title: 'Sign in · Whetstone' }] }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target } = Route.useSearch();
  return <SignInPage redirect={target} />;
}
