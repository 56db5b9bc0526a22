import { useQueryClient } from '@tanstack/react-query';
import {
  apiKeyResponseSchema,
  apiKeyWithSecretResponseSchema,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyWithSecret,
} from '#contract/portal';
import { apiRequest } from '#app/lib/http/http-client';
import { useSingleFlightMutation } from '#app/lib/hooks/use-single-flight-mutation';
import { useSubmission } from '#app/lib/hooks/use-submission';
import { apiKeysKeys } from './api-keys-query';

function withoutSecret({ secret: _secret, ...key }: ApiKeyWithSecret): ApiKey {
  return key;
}

/**
 * Create and roll hand the one-time secret to `onSecret` (component state) and return only the
 * public key, so the secret never sits in the mutation cache; the cache entry is dropped at once too.
 */
export function useCreateApiKey(onSecret: (key: ApiKeyWithSecret) => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: async (values: ApiKeyCreate, idempotencyKey) => {
      const { data } = await apiRequest({
        method: 'POST',
        path: '/portal/api-keys',
        body: values,
        schema: apiKeyWithSecretResponseSchema,
        idempotencyKey,
      });
      onSecret(data);
      return withoutSecret(data);
    },
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

export function useRollApiKey(id: string, onSecret: (key: ApiKeyWithSecret) => void) {
  const queryClient = useQueryClient();
  return useSubmission({
    send: async (oldSecretExpiresAt: string, idempotencyKey) => {
      const { data } = await apiRequest({
        method: 'POST',
        path: `/portal/api-keys/${encodeURIComponent(id)}/roll`,
        body: { old_secret_expires_at: oldSecretExpiresAt },
        schema: apiKeyWithSecretResponseSchema,
        idempotencyKey,
      });
      onSecret(data);
      return withoutSecret(data);
    },
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

/** DELETE is idempotent on the server, so it needs no Idempotency-Key. */
export function useRevokeApiKey(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () =>
      apiRequest({ method: 'DELETE', path: `/portal/api-keys/${encodeURIComponent(id)}`, schema: apiKeyResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}
