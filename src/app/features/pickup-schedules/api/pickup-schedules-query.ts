import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  pickupScheduleListResponseSchema,
  pickupScheduleResponseSchema,
  type PickupSchedule,
  type PickupScheduleSummary,
} from '#contract/pickup-schedule-answers';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { pickupSchedulesKeys } from './pickup-schedules-keys';

/** A v1 server without the pickup-schedules extension answers one of these: the portal then leaves schedules out. */
const ABSENT = new Set([400, 404, 405, 501]);
/** An account has a schedule or two per site; one page is all of them. */
const PAGE = 100;

/** The schedules (of one site, or every site the session reaches), or null from a server without schedules. */
export async function fetchPickupSchedules(
  site: string | undefined,
  signal?: AbortSignal,
): Promise<PickupScheduleSummary[] | null> {
  try {
    const { data } = await apiRequest({
      path: '/v1/pickup-schedules',
      query: { limit: PAGE, site_id: site },
      schema: pickupScheduleListResponseSchema,
      signal,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && ABSENT.has(error.status)) return null;
    throw error;
  }
}

export function pickupSchedulesQueryOptions(site?: string) {
  return queryOptions({
    queryKey: pickupSchedulesKeys.list(site),
    queryFn: ({ signal }) => fetchPickupSchedules(site, signal),
  });
}

/** Without suspending and without retrying an absent extension: screens show schedules once the server has said it has them. */
export function usePickupSchedules(site?: string) {
  return useQuery({ ...pickupSchedulesQueryOptions(site), retry: false });
}

/** One schedule in full: each next occurrence with its window and the parts that would go. */
export function pickupScheduleQueryOptions(id: string) {
  return queryOptions({
    queryKey: pickupSchedulesKeys.one(id),
    queryFn: async ({ signal }): Promise<PickupSchedule> =>
      (
        await apiRequest({
          path: `/v1/pickup-schedules/${encodeURIComponent(id)}`,
          schema: pickupScheduleResponseSchema,
          signal,
        })
      ).data,
  });
}
