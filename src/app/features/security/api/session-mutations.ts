import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { personSessionsKey } from './sessions-query';

const endedSchema = z.object({ data: z.object({ ended: z.int() }) });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (id: string) =>
      apiRequest({ method: 'DELETE', path: `/portal/sessions/${encodeURIComponent(id)}`, schema: null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personSessionsKey }),
  });
}

/** Ends every session of the person but this one; answers how many ended. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: async () => {
      const { data } = await apiRequest({ method: 'DELETE', path: '/portal/sessions', schema: endedSchema });
      return data.ended;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personSessionsKey }),
  });
}
