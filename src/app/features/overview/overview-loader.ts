import type { QueryClient } from '@tanstack/react-query';
import { invoiceSummaryQueryOptions, recentOrdersQueryOptions } from './overview-queries';
import { PART_TILES, WEAR_TILES } from './overview-tiles';
import { wearCountQueryOptions } from './wear-count-query';
import { resourceCountQueryOptions } from './resource-count-query';
import { recentEventsQueryOptions } from './recent-events-query';
import { pickupRangeFrom, pickupsDueQueryOptions } from './pickups-due-query';
import { userTimeZone } from '#app/lib/format/format';

/**
 * Eleven v1 reads (plus the session the layout already holds): the overview's
 * whole budget is twelve. The pickups due are asked for by their range (the
 * pickup-range extension), and the recent orders are then only the newest few. The two wear counts double as the test for the wear
 * extensions, and the recent events as the test for the events extension, so
 * neither costs an extra request. The events are fetched beside the rest but
 * never hold the page up or fail it: that section shows its own state.
 */
export async function loadOverview(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ...PART_TILES.map((tile) => queryClient.query(resourceCountQueryOptions('parts', tile.status))),
    ...WEAR_TILES.map((tile) => queryClient.query(wearCountQueryOptions(tile.which))),
    queryClient.query(resourceCountQueryOptions('orders', 'completed')),
    queryClient.query(recentOrdersQueryOptions()),
    queryClient.query(pickupsDueQueryOptions(pickupRangeFrom(new Date(), userTimeZone()))),
    queryClient.query(invoiceSummaryQueryOptions('sent')),
    queryClient.query(invoiceSummaryQueryOptions('overdue')),
    queryClient.query(recentEventsQueryOptions()).catch(() => undefined),
  ]);
}
