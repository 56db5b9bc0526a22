import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { partResponseSchema, type Part } from '#contract/parts';
import { apiRequest } from '#app/lib/http/http-client';
import { partsKeys } from './parts-list-query';

/** Under the `parts` prefix, so a write that invalidates `partsKeys.all` refreshes the detail too. */
export const partKeys = {
  details: () => [...partsKeys.all, 'detail'] as const,
  detail: (id: string) => [...partKeys.details(), id] as const,
};

export async function fetchPart(id: string, signal?: AbortSignal): Promise<Part> {
  const { data } = await apiRequest({ path: `/v1/parts/${encodeURIComponent(id)}`, schema: partResponseSchema, signal });
  return data;
}

export function partQueryOptions(id: string) {
  return queryOptions({ queryKey: partKeys.detail(id), queryFn: ({ signal }) => fetchPart(id, signal) });
}

export function usePart(id: string): Part {
  return useSuspenseQuery(partQueryOptions(id)).data;
}
