import { useQueryClient } from '@tanstack/react-query';
import { partResponseSchema, type Part } from '#contract/parts';
import { apiRequest } from '#app/lib/http/http-client';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { partKeys } from './part-query';
import { partsKeys } from './parts-list-query';

export function sendRetirePart(id: string, idempotencyKey: string): Promise<Part> {
  return apiRequest({
    method: 'POST',
    path: `/v1/parts/${encodeURIComponent(id)}/retire`,
    schema: partResponseSchema,
    idempotencyKey,
  }).then((r) => r.data);
}

/** POST /v1/parts/:id/retire; a retry reuses its Idempotency-Key. Every parts list and count refreshes. */
export function useRetirePart(id: string, onRetired: () => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: (_values: { id: string }, key: string) => sendRetirePart(id, key),
    onSuccess: (part) => {
      queryClient.setQueryData(partKeys.detail(id), part);
      void queryClient.invalidateQueries({ queryKey: partsKeys.all });
      onRetired();
    },
  });
}
