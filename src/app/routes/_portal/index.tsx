import { createFileRoute } from '@tanstack/react-router';
import { loadOverview } from '../../features/overview/overview-loader';
import { OverviewPage } from '../../features/overview/overview-page';
import { OverviewPendingPage } from '../../features/overview/overview-pending-page';

export const Route = createFileRoute('/_portal/')({
  loader: ({ context: { queryClient } }) => loadOverview(queryClient),
  head: () => ({ meta: [{ title: 'Overview · Whetstone' }] }),
  pendingComponent: OverviewPendingPage,
  component: OverviewPage,
});
