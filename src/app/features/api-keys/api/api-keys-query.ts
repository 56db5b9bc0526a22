import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiKeyListResponseSchema, type ApiKey } from '#contract/portal';
import { apiRequest } from '#app/lib/http/http-client';

export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeysKeys.all, 'list'] as const,
};

/** The list never carries secrets (only prefix and last 4), so it is safe to cache. */
export async function fetchApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  const { data } = await apiRequest({ path: '/portal/api-keys', schema: apiKeyListResponseSchema, signal });
  return data;
}

export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysKeys.list(),
  queryFn: ({ signal }) => fetchApiKeys(signal),
});

export function useApiKeys(): ApiKey[] {
  return useSuspenseQuery(apiKeysQueryOptions).data;
}
