import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { partListResponseSchema } from '#contract/parts';
import { WEAR_DUE_LEVEL } from '#contract/wear';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { MAX_PARTS_PER_ORDER } from '#app/features/parts/part-orderability';

export type WearCount = 'due_now' | 'due_soon';

/** Parts with you that need a pickup: worn to the due level, or forecast due within 14 days. */
const QUERIES: Record<WearCount, Record<string, string | number>> = {
  due_now: { status: 'with_customer', wear_min: WEAR_DUE_LEVEL },
  due_soon: { status: 'with_customer', due_within: 14 },
};

/** A wear count and, for the parts due now, the ones a single pickup order can take (up to its limit of parts). */
export interface WearCountPage {
  count: number;
  partIds: string[];
}

/** The due parts come with their ids, so the overview can order a pickup for them without a second read. */
const LIMITS: Record<WearCount, number> = { due_now: MAX_PARTS_PER_ORDER, due_soon: 1 };

/**
 * The count, or null from a v1 server without the wear extensions (it refuses
 * the parameters with 400, or ignores them and sends no `forecast_due_at`):
 * the tile is then left out rather than showing a wrong number.
 */
async function fetchWearCount(which: WearCount, site: string | undefined, signal: AbortSignal): Promise<WearCountPage | null> {
  try {
    const page = await apiRequest({
      path: '/v1/parts',
      query: { ...QUERIES[which], limit: LIMITS[which], site_id: site },
      schema: partListResponseSchema,
      signal,
    });
    const first = page.data[0];
    if (first !== undefined && first.forecast_due_at === undefined) return null;
    return { count: page.meta.total, partIds: which === 'due_now' ? page.data.map((part) => part.id) : [] };
  } catch (error) {
    if (isApiError(error) && error.status === 400) return null;
    throw error;
  }
}

/** Keyed under parts, so anything that invalidates resourceKeys.parts refreshes these too. */
export function wearCountQueryOptions(which: WearCount, site?: string) {
  return queryOptions({
    queryKey: [...resourceKeys.parts, 'wear-count', which, site ?? null] as const,
    queryFn: ({ signal }) => fetchWearCount(which, site, signal),
  });
}

export function useWearCount(which: WearCount, site?: string): number | null {
  return useSuspenseQuery({ ...wearCountQueryOptions(which, site), select: (page) => page?.count ?? null }).data;
}

/** The parts due now (up to one order's worth) and how many there are; null without the wear extensions. */
export function useDueParts(site?: string): WearCountPage | null {
  return useSuspenseQuery(wearCountQueryOptions('due_now', site)).data;
}
