import { queryOptions } from '@tanstack/react-query';
import { partListResponseSchema } from '#contract/parts';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';

export interface PartsCapabilities {
  /** The server has the wear extensions: q, wear_min/wear_max, sort and forecast_due_at. */
  wearActions: boolean;
}

/**
 * Asks the server once whether it has the wear extensions: a v1 server
 * without them answers the new parameters with 400 invalid_parameter, or
 * ignores them and sends parts without `forecast_due_at`. Either way the
 * portal hides search, wear bands, sorting and forecasts.
 */
async function probe(signal: AbortSignal): Promise<PartsCapabilities> {
  try {
    const page = await apiRequest({
      path: '/v1/parts',
      query: { limit: 1, sort: 'forecast_due_at', wear_min: 0, wear_max: 100 },
      schema: partListResponseSchema,
      signal,
    });
    const first = page.data[0];
    return { wearActions: first === undefined || first.forecast_due_at !== undefined };
  } catch (error) {
    if (isApiError(error) && error.status === 400) return { wearActions: false };
    throw error;
  }
}

export const partsCapabilitiesKey = ['parts-capabilities'] as const;

export function partsCapabilitiesQueryOptions() {
  return queryOptions({ queryKey: partsCapabilitiesKey, queryFn: ({ signal }) => probe(signal), staleTime: Infinity });
}
