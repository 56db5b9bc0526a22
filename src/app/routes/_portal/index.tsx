import { createFileRoute } from '@tanstack/react-router';
import { loadOverview } from '#app/features/overview/overview-loader';
import { OverviewPage } from '#app/features/overview/overview-page';
import { OverviewPendingPage } from '#app/features/overview/overview-pending-page';

export const Route = createFileRoute('/_portal/')({
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: ({ context: { queryClient }, deps }) => loadOverview(queryClient, deps.site),
  head: () => ({ meta: [{ title: 'Overview · Whetstone' }] }),
  pendingComponent: OverviewPendingPage,
  component: OverviewPage,
});
