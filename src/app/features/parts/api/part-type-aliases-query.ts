import { queryOptions } from '@tanstack/react-query';
import { PART_TYPES, type PartType } from '#contract/parts';
import { partTypeAliasKey, partTypeAliasListResponseSchema, partTypeAliasResponseSchema } from '#contract/part-type-aliases';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

/** The account's remembered type choices by value key; null on a v1 server without the extension. */
export type RememberedTypes = Readonly<Record<string, PartType>> | null;

/** A v1 server without part type aliases answers 404 (unknown path), 405 or 501, or 400 (a path it reads otherwise). */
const meansUnsupported = (error: unknown) => isApiError(error) && [400, 404, 405, 501].includes(error.status);

export function partTypeAliasesQueryOptions() {
  return queryOptions({
    queryKey: resourceKeys.partTypeAliases,
    queryFn: async ({ signal }): Promise<RememberedTypes> => {
      try {
        const list = await apiRequest({ path: '/v1/part_type_aliases', schema: partTypeAliasListResponseSchema, signal });
        // A type this portal does not know (a later server's) is asked again rather than guessed.
        const known = list.data.filter((alias) => (PART_TYPES as readonly string[]).includes(alias.part_type));
        return Object.fromEntries(known.map((alias) => [partTypeAliasKey(alias.value), alias.part_type as PartType]));
      } catch (error) {
        if (meansUnsupported(error)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** PUT /v1/part_type_aliases: remembers a choice for the account's next file (the same value again changes nothing). */
export function savePartTypeAlias(value: string, partType: PartType) {
  return apiRequest({
    method: 'PUT',
    path: '/v1/part_type_aliases',
    body: { value, part_type: partType },
    schema: partTypeAliasResponseSchema,
  });
}
