import { useQueries } from '@tanstack/react-query';
import { partResponseSchema, type PartListItem } from '#contract/parts';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

/**
 * Parts preselected by id (from the parts screen) that the picker has not loaded yet:
 * read one by one so their chips show a name and the estimate knows their type.
 */
export function usePartLookups(ids: readonly string[]) {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: [...resourceKeys.parts, 'order-picker', id] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<PartListItem> =>
        (await apiRequest({ path: `/v1/parts/${encodeURIComponent(id)}`, schema: partResponseSchema, signal })).data,
      staleTime: 60_000,
    })),
  });
  const found = new Map<string, PartListItem>();
  const failed = new Set<string>();
  results.forEach((result, index) => {
    const id = ids[index];
    if (id === undefined) return;
    if (result.data) found.set(id, result.data);
    else if (result.isError) failed.add(id);
  });
  return { found, failed, isLoading: results.some((r) => r.isPending) };
}
