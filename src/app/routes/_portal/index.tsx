import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../../features/overview/overview-page';
import { OverviewPendingPage } from '../../features/overview/overview-pending-page';
import { OVERVIEW_TILES } from '../../features/overview/overview-tiles';
import { resourceCountQueryOptions } from '../../features/overview/resource-count-query';

export const Route = createFileRoute('/_portal/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all(OVERVIEW_TILES.map((tile) => queryClient.query(resourceCountQueryOptions(tile.resource, tile.status)))),
  head: () => ({ meta: [{ title: 'Overview · Whetstone' }] }),
  pendingComponent: OverviewPendingPage,
  component: OverviewPage,
});
