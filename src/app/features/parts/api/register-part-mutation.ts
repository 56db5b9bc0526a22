import { useQueryClient } from '@tanstack/react-query';
import { partResponseSchema, type PartCreate } from '#contract/parts';
import { apiRequest } from '#app/lib/http/http-client';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { partsKeys } from './parts-list-query';

export function sendRegisterPart(values: PartCreate, idempotencyKey: string) {
  return apiRequest({ method: 'POST', path: '/v1/parts', body: values, schema: partResponseSchema, idempotencyKey });
}

/** POST /v1/parts with one Idempotency-Key per submitted form; the lists refetch so the part shows up. */
export function useRegisterPart() {
  const queryClient = useQueryClient();
  return useSubmission({
    send: sendRegisterPart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partsKeys.all }),
  });
}
