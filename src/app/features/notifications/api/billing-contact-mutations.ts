import { useQueryClient } from '@tanstack/react-query';
import { billingContactResponseSchema, type BillingContactCreate } from '#contract/notifications';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { billingContactsKeys } from './billing-contacts-query';

export function useAddBillingContact(onAdded: () => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: (values: BillingContactCreate, idempotencyKey) =>
      apiRequest({
        method: 'POST',
        path: '/portal/billing-contacts',
        body: values,
        schema: billingContactResponseSchema,
        idempotencyKey,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingContactsKeys.all });
      onAdded();
    },
  });
}

export function useRemoveBillingContact(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: `/portal/billing-contacts/${encodeURIComponent(id)}`, schema: null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingContactsKeys.all }),
  });
}
