import { useQueryClient } from '@tanstack/react-query';
import {
  webhookDeliveryResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointWithSecretResponseSchema,
  webhookRecoverResponseSchema,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointWithSecret,
} from '#contract/webhooks';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { webhookKeys } from './webhook-endpoints-query';

const path = (id: string, rest = '') => `/v1/webhook_endpoints/${encodeURIComponent(id)}${rest}`;

function withoutSecret({ secret: _secret, ...endpoint }: WebhookEndpointWithSecret): WebhookEndpoint {
  return endpoint;
}

function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

/**
 * Create and roll hand the one-time secret to `onSecret` (the dialog's state) and return only the
 * endpoint, so the secret never sits in the mutation cache, which is dropped at once besides.
 */
export function useCreateWebhookEndpoint(onSecret: (endpoint: WebhookEndpointWithSecret) => void) {
  const invalidate = useInvalidateWebhooks();
  return useSubmission({
    send: async (values: WebhookEndpointCreate, idempotencyKey) => {
      const { data } = await apiRequest({
        method: 'POST',
        path: '/v1/webhook_endpoints',
        body: values,
        schema: webhookEndpointWithSecretResponseSchema,
        idempotencyKey,
      });
      onSecret(data);
      return withoutSecret(data);
    },
    gcTime: 0,
    onSuccess: invalidate,
  });
}

export function useRollWebhookSecret(id: string, onSecret: (endpoint: WebhookEndpointWithSecret) => void) {
  const invalidate = useInvalidateWebhooks();
  return useSubmission({
    send: async (_: null, idempotencyKey) => {
      const { data } = await apiRequest({
        method: 'POST',
        path: path(id, '/roll_secret'),
        schema: webhookEndpointWithSecretResponseSchema,
        idempotencyKey,
      });
      onSecret(data);
      return withoutSecret(data);
    },
    gcTime: 0,
    onSuccess: invalidate,
  });
}

/** Enable or disable: a PATCH, the same answer however often it is sent. */
export function useSetWebhookEnabled(id: string) {
  const invalidate = useInvalidateWebhooks();
  return useSingleFlightMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest({ method: 'PATCH', path: path(id), body: { enabled }, schema: webhookEndpointResponseSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhookEndpoint(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: path(id), schema: webhookEndpointResponseSchema }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: webhookKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
    },
  });
}

export function useSendTestEvent(id: string) {
  const invalidate = useInvalidateWebhooks();
  return useSubmission({
    send: (_: null, idempotencyKey) =>
      apiRequest({ method: 'POST', path: path(id, '/test'), schema: webhookDeliveryResponseSchema, idempotencyKey }),
    onSuccess: invalidate,
  });
}

export function useResendDelivery(endpointId: string) {
  const invalidate = useInvalidateWebhooks();
  return useSubmission({
    send: (deliveryId: string, idempotencyKey) =>
      apiRequest({
        method: 'POST',
        path: path(endpointId, `/deliveries/${encodeURIComponent(deliveryId)}/resend`),
        schema: webhookDeliveryResponseSchema,
        idempotencyKey,
      }),
    onSuccess: invalidate,
  });
}

/** "Send what it missed": the events of its types since `since` that it was never sent (the recover extension). */
export function useRecoverMissedEvents(endpointId: string) {
  const invalidate = useInvalidateWebhooks();
  return useSubmission({
    send: (since: string, idempotencyKey) =>
      apiRequest({
        method: 'POST',
        path: path(endpointId, '/recover'),
        body: { since },
        schema: webhookRecoverResponseSchema,
        idempotencyKey,
      }),
    onSuccess: invalidate,
  });
}
