import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '#app/features/security/security-page';

/**
 * No loader: the page asks for its two reads together as it opens (usePrefetchQuery). A loader's entry
 * rides on every first load, whose budget the two-factor gate in the signed-in layout used up.
 */
export const Route = createFileRoute('/_portal/settings/security')({
  head: () => ({ meta: [{ title: 'Security · Whetstone' }] }),
  component: SecurityPage,
});
