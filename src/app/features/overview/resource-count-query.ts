import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { listMetaSchema } from '#contract/common';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export type CountedResource = keyof typeof resourceKeys;

// Only meta.total is read, so rows are not validated here (the list screens do that).
const countResponseSchema = z.object({ data: z.array(z.unknown()), meta: listMetaSchema });

export async function fetchResourceCount(
  resource: CountedResource,
  status: string | undefined,
  signal?: AbortSignal,
  site?: string,
) {
  const { meta } = await apiRequest({
    path: `/v1/${resource}`,
    query: { limit: 1, status, site_id: site },
    schema: countResponseSchema,
    signal,
  });
  return meta.total;
}

/** Keyed under the resource, so anything that invalidates e.g. resourceKeys.orders refreshes its counts too. */
export const resourceCountKey = <R extends CountedResource>(resource: R, status?: string, site?: string) =>
  [...resourceKeys[resource], 'count', { status: status ?? null, site: site ?? null }] as const;

export function resourceCountQueryOptions(resource: CountedResource, status?: string, site?: string) {
  return queryOptions({
    queryKey: resourceCountKey(resource, status, site),
    queryFn: ({ signal }) => fetchResourceCount(resource, status, signal, site),
  });
}

export function useResourceCount(resource: CountedResource, status?: string, site?: string): number {
  return useSuspenseQuery(resourceCountQueryOptions(resource, status, site)).data;
}
