import { useQueryClient } from '@tanstack/react-query';
import { pickupScheduleResponseSchema } from '#contract/pickup-schedule-answers';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { useSubmission } from '#app/lib/hooks/use-submission';
import type { ScheduleBody } from '../schedule-form-values';
import { pickupSchedulesKeys } from './pickup-schedules-keys';

const path = (id: string, rest = '') => `/v1/pickup-schedules/${encodeURIComponent(id)}${rest}`;

/**
 * Every write refreshes every schedule, and the orders too: a schedule made or resumed inside its
 * lead time places its order at once.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pickupSchedulesKeys.all }),
      queryClient.invalidateQueries({ queryKey: resourceKeys.orders }),
    ]);
}

export function useCreateSchedule(onDone: (id: string) => void) {
  const refresh = useRefresh();
  return useSubmission({
    send: (body: ScheduleBody, idempotencyKey) =>
      apiRequest({ method: 'POST', path: '/v1/pickup-schedules', body, schema: pickupScheduleResponseSchema, idempotencyKey }),
    onSuccess: async ({ data }) => {
      await refresh();
      onDone(data.id);
    },
  });
}

/** A PATCH of every field the form holds (the site of a schedule does not change); it answers the same however often sent. */
export function useUpdateSchedule(id: string, onDone: () => void) {
  const refresh = useRefresh();
  return useSubmission({
    send: ({ site_id: _site, ...body }: ScheduleBody) =>
      apiRequest({ method: 'PATCH', path: path(id), body, schema: pickupScheduleResponseSchema }),
    onSuccess: async () => {
      await refresh();
      onDone();
    },
  });
}

export type ScheduleAction =
  | { kind: 'pause'; resume_on: string | null }
  | { kind: 'resume' }
  | { kind: 'skip'; date: string }
  | { kind: 'unskip'; date: string };

function actionRequest(id: string, action: ScheduleAction, idempotencyKey: string) {
  const { kind, ...body } = action;
  return apiRequest({ method: 'POST', path: path(id, `/${kind}`), body, schema: pickupScheduleResponseSchema, idempotencyKey });
}

/** Pause (until a date or until resumed), resume, skip or unskip one occurrence. */
export function useScheduleAction(id: string, onDone?: () => void) {
  const refresh = useRefresh();
  return useSubmission({
    send: (action: ScheduleAction, idempotencyKey) => actionRequest(id, action, idempotencyKey),
    onSuccess: async () => {
      await refresh();
      onDone?.();
    },
  });
}

export function useDeleteSchedule(id: string, onDone: () => void) {
  const refresh = useRefresh();
  return useSubmission({
    send: () => apiRequest({ method: 'DELETE', path: path(id), schema: null }),
    onSuccess: async () => {
      await refresh();
      onDone();
    },
  });
}
