import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { sandboxMailMessageQueryOptions, sandboxMailQueryOptions } from '#app/features/sandbox-mail/api/sandbox-mail-query';
import { SandboxMailPage } from '#app/features/sandbox-mail/sandbox-mail-page';
import { sessionQueryOptions } from '#app/features/session/session-query';

const searchSchema = z.object({ message: z.optional(z.string().check(z.minLength(1), z.maxLength(100))) });

export const Route = createFileRoute('/_portal/sandbox/mail')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ message: search.message }),
  loader: async ({ context: { queryClient }, deps }) => {
    const session = await queryClient.query(sessionQueryOptions);
    if (!session?.sandbox) return;
    await Promise.all([
      queryClient.query(sandboxMailQueryOptions),
      deps.message ? queryClient.query(sandboxMailMessageQueryOptions(deps.message)) : undefined,
    ]);
  },
  head: () => ({ meta: [{ title: 'Sandbox mail · Whetstone' }] }),
  component: SandboxMailPage,
});
