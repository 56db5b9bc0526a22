import type { QueryClient } from '@tanstack/react-query';
import { invoiceSummaryQueryOptions, recentOrdersQueryOptions } from './overview-queries';
import { PART_TILES } from './overview-tiles';
import { resourceCountQueryOptions } from './resource-count-query';

/** Seven v1 reads (plus the session the layout already holds): the overview's whole budget is eight. */
export async function loadOverview(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ...PART_TILES.map((tile) => queryClient.query(resourceCountQueryOptions('parts', tile.status))),
    queryClient.query(resourceCountQueryOptions('orders', 'completed')),
    queryClient.query(recentOrdersQueryOptions()),
    queryClient.query(invoiceSummaryQueryOptions('sent')),
    queryClient.query(invoiceSummaryQueryOptions('overdue')),
  ]);
}
