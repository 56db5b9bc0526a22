import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { partListResponseSchema } from '#contract/parts';
import { WEAR_DUE_LEVEL } from '#contract/wear';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export type WearCount = 'due_now' | 'due_soon';

/** Parts with you that need a pickup: worn to the due level, or forecast due within 14 days. */
const QUERIES: Record<WearCount, Record<string, string | number>> = {
  due_now: { status: 'with_customer', wear_min: WEAR_DUE_LEVEL },
  due_soon: { status: 'with_customer', due_within: 14 },
};

/**
 * The count, or null from a v1 server without the wear extensions (it refuses
 * the parameters with 400, or ignores them and sends no `forecast_due_at`):
 * the tile is then left out rather than showing a wrong number.
 */
async function fetchWearCount(which: WearCount, signal: AbortSignal): Promise<number | null> {
  try {
    const page = await apiRequest({
      path: '/v1/parts',
      query: { ...QUERIES[which], limit: 1 },
      schema: partListResponseSchema,
      signal,
    });
    const first = page.data[0];
    return first !== undefined && first.forecast_due_at === undefined ? null : page.meta.total;
  } catch (error) {
    if (isApiError(error) && error.status === 400) return null;
    throw error;
  }
}

/** Keyed under parts, so anything that invalidates resourceKeys.parts refreshes these too. */
export function wearCountQueryOptions(which: WearCount) {
  return queryOptions({
    queryKey: [...resourceKeys.parts, 'wear-count', which] as const,
    queryFn: ({ signal }) => fetchWearCount(which, signal),
  });
}

export function useWearCount(which: WearCount): number | null {
  return useSuspenseQuery(wearCountQueryOptions(which)).data;
}
