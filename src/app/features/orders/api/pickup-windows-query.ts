import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PICKUP_RANGE_DEFAULT_DAYS,
  pickupWindowListResponseSchema,
  type PickupWindow,
  type PickupWindowList,
} from '#contract/pickup-windows';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export type { PickupWindowList };
export type OfferedWindow = PickupWindow;

/** What the server offers: its windows, or `supported: false` on a v1 server without the extension. */
export type PickupAvailability = { supported: true; list: PickupWindowList } | { supported: false };

/**
 * A v1 server without the pickup-window extension answers the path with 404 (unknown path) or
 * 400 (a server that reads it as something else): the picker then falls back to free-form times.
 */
export function meansUnsupported(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * `from` is a day in the service's zone (the site's, with a site); undefined asks for the server's
 * default range (from its today). `site`: the windows that site can take (the sites extension).
 */
export const pickupWindowsKeys = {
  all: resourceKeys.pickupWindows,
  range: (from: string | undefined, site: string | undefined) =>
    [...pickupWindowsKeys.all, { from: from ?? null, site: site ?? null }] as const,
};

/** Days per request: the server's default range, well inside its 31-day limit. */
export const PICKUP_RANGE_DAYS = PICKUP_RANGE_DEFAULT_DAYS;

async function fetchPickupWindows(
  from: string | undefined,
  site: string | undefined,
  signal: AbortSignal,
): Promise<PickupAvailability> {
  try {
    const to = from ? addDays(from, PICKUP_RANGE_DAYS - 1) : undefined;
    const list = await apiRequest({
      path: '/v1/pickup-windows',
      query: { from, to, site_id: site },
      schema: pickupWindowListResponseSchema,
      signal,
    });
    return { supported: true, list };
  } catch (error) {
    if (meansUnsupported(error)) return { supported: false };
    throw error;
  }
}

/** YYYY-MM-DD plus whole days (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

export function pickupWindowsQueryOptions(from?: string, site?: string) {
  return queryOptions({
    queryKey: pickupWindowsKeys.range(from, site),
    queryFn: ({ signal }) => fetchPickupWindows(from, site, signal),
    // Seats fill as other customers order: keep what is shown fresh while the form is open.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/**
 * The first range doubles as the capability question: the form needs the mode to check the window.
 * `site` null: not known yet, so nothing is asked until it is.
 */
export function usePickupAvailability(site?: string | null) {
  return useQuery({ ...pickupWindowsQueryOptions(undefined, site ?? undefined), enabled: site !== null });
}
