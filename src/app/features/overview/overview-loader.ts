import type { QueryClient } from '@tanstack/react-query';
import { invoiceSummaryQueryOptions, recentOrdersQueryOptions } from './overview-queries';
import { PART_TILES, WEAR_TILES } from './overview-tiles';
import { wearCountQueryOptions } from './wear-count-query';
import { resourceCountQueryOptions } from './resource-count-query';
import { recentEventsQueryOptions } from './recent-events-query';
import { pickupRangeFrom, pickupsDueQueryOptions } from './pickups-due-query';
import { userTimeZone } from '#app/lib/format/format';
import { loadSiteInScope } from '#app/features/sites/site-scope';
import { pickupSchedulesQueryOptions } from '#app/features/pickup-schedules/api/pickup-schedules-query';
import { partsTotalQueryOptions } from './parts-total-query';

/**
 * Eleven v1 reads (plus the session the layout already holds, and the sites the header's switcher reads): the overview's
 * whole budget is thirteen. The parts total is summed from those sites (no read of its own), which
 * pays for the scheduled pickups' one read. The pickups due are asked for by their range (the
 * pickup-range extension), and the recent orders are then only the newest few. The two wear counts double as the test for the wear
 * extensions, and the recent events as the test for the events extension, so
 * neither costs an extra request. The events are fetched beside the rest but
 * never hold the page up or fail it: that section shows its own state.
 */
export async function loadOverview(queryClient: QueryClient, siteAsked: string | undefined): Promise<void> {
  const site = await loadSiteInScope(queryClient, siteAsked);
  await Promise.all([
    ...PART_TILES.map((tile) =>
      tile.status === undefined
        ? queryClient.query(partsTotalQueryOptions(queryClient, site))
        : queryClient.query(resourceCountQueryOptions('parts', tile.status, site)),
    ),
    ...WEAR_TILES.map((tile) => queryClient.query(wearCountQueryOptions(tile.which, site))),
    queryClient.query(resourceCountQueryOptions('orders', 'completed', site)),
    queryClient.query(recentOrdersQueryOptions(site)),
    queryClient.query(pickupsDueQueryOptions(pickupRangeFrom(new Date(), userTimeZone()), site)),
    queryClient.query(invoiceSummaryQueryOptions('sent', site)),
    queryClient.query(invoiceSummaryQueryOptions('overdue', site)),
    queryClient.query(recentEventsQueryOptions()).catch(() => undefined),
    // Like the events: the scheduled pickups show their own state, and a server without schedules none.
    queryClient.query(pickupSchedulesQueryOptions(site)).catch(() => undefined),
  ]);
}
