import { createFileRoute } from '@tanstack/react-router';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';
import { SitesPage } from '#app/features/sites/list/sites-page';
import { SitesPendingPage } from '#app/features/sites/list/sites-pending-page';
import { sitesSearchSchema } from '#app/features/sites/list/sites-search';

export const Route = createFileRoute('/_portal/settings/sites')({
  validateSearch: sitesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    // The active sites are the archive dialog's destinations, whichever list is shown.
    await Promise.all([
      queryClient.query(sitesQueryOptions(deps.status ?? 'active')),
      queryClient.query(sitesQueryOptions('active')),
    ]);
  },
  head: () => ({ meta: [{ title: 'Sites · Whetstone' }] }),
  pendingComponent: SitesPendingPage,
  component: SitesPage,
});
