import type { QueryClient } from '@tanstack/react-query';
import { invoiceSummaryQueryOptions, recentOrdersQueryOptions } from './overview-queries';
import { PART_TILES, WEAR_TILES } from './overview-tiles';
import { wearCountQueryOptions } from './wear-count-query';
import { resourceCountQueryOptions } from './resource-count-query';

/**
 * Nine v1 reads (plus the session the layout already holds): the overview's
 * whole budget is ten. The two wear counts double as the test for the wear
 * extensions, so they cost no extra request.
 */
export async function loadOverview(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ...PART_TILES.map((tile) => queryClient.query(resourceCountQueryOptions('parts', tile.status))),
    ...WEAR_TILES.map((tile) => queryClient.query(wearCountQueryOptions(tile.which))),
    queryClient.query(resourceCountQueryOptions('orders', 'completed')),
    queryClient.query(recentOrdersQueryOptions()),
    queryClient.query(invoiceSummaryQueryOptions('sent')),
    queryClient.query(invoiceSummaryQueryOptions('overdue')),
  ]);
}
