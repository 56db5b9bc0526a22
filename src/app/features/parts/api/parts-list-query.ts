import { partListResponseSchema, type PartListItem } from '#contract/parts';
import { cursorListQueryOptions, type PageRequest } from '#app/components/infinite-list/cursor-list-query';
import { useCursorList } from '#app/components/infinite-list/use-cursor-list';
import { apiRequest } from '#app/lib/http/http-client';
import type { RateLimitInfo } from '#app/lib/http/api-error';
import { partsQuery, type PartsSearch } from '#app/features/parts/list/parts-search';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const partsKeys = {
  all: resourceKeys.parts,
  lists: () => [...partsKeys.all, 'list'] as const,
  list: (filters: PartsSearch) => [...partsKeys.lists(), filters] as const,
};

interface PartsPageRequest extends PageRequest {
  onRateLimit?: (info: RateLimitInfo) => void;
  /** Extension: list items with manufacturer and model too (a CSV export asks for them). */
  include?: 'manufacturer,model';
}

export function fetchPartsPage(filters: PartsSearch, { after, limit, signal, onRateLimit, include }: PartsPageRequest) {
  return apiRequest({
    path: '/v1/parts',
    query: { ...partsQuery(filters), limit, after, include },
    schema: partListResponseSchema,
    signal,
    onRateLimit,
  });
}

export function partsListQueryOptions(filters: PartsSearch) {
  return cursorListQueryOptions({ queryKey: partsKeys.list(filters), fetchPage: (request) => fetchPartsPage(filters, request) });
}

export function usePartsList(filters: PartsSearch) {
  return useCursorList<PartListItem, ReturnType<typeof partsKeys.list>>(partsListQueryOptions(filters));
}
