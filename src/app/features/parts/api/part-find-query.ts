import { queryOptions } from '@tanstack/react-query';
import { partLookupResponseSchema } from '#contract/part-lookup';
import type { PartListItem } from '#contract/parts';
import { serialKey, serialSearchKey } from '#contract/serial-numbers';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { fetchPartsPage, partsKeys } from './parts-list-query';

const FIND_LIMIT = 20;

export interface FoundParts {
  /** At most FIND_LIMIT of them. */
  parts: PartListItem[];
  /** Every part the text matches. */
  total: number;
  /** Best match first (the lookup); else newest first (the list's search). */
  bestFirst: boolean;
}

/**
 * The lookup's best matches (GET /v1/parts/lookup, an extension). A v1 server without it reads
 * `lookup` as a part's id (404) or refuses the path (400): then the list's search, newest first.
 */
async function findParts(text: string, signal: AbortSignal): Promise<FoundParts> {
  try {
    const found = await apiRequest({
      path: '/v1/parts/lookup',
      query: { q: text, limit: FIND_LIMIT },
      schema: partLookupResponseSchema,
      signal,
    });
    return { parts: found.data, total: found.meta.total, bestFirst: true };
  } catch (error) {
    if (!isApiError(error) || (error.status !== 404 && error.status !== 400)) throw error;
    const page = await fetchPartsPage({ q: text }, { after: undefined, limit: FIND_LIMIT, signal });
    return { parts: page.data, total: page.meta.total, bestFirst: false };
  }
}

/** Parts whose label or serial number holds the text, for "find a part by its label". */
export function partFindQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...partsKeys.all, 'find', text] as const,
    queryFn: ({ signal }) => findParts(text, signal),
    staleTime: 30_000,
  });
}

const only = (parts: readonly PartListItem[]) => (parts.length === 1 ? parts[0]! : null);
const sameLabel = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The one part the text names exactly, if one does: its serial number as typed (trimmed, any case),
 * else its serial number however punctuated ("NW 01171" for "NW-01171"), else its label.
 */
export function exactPart(parts: readonly PartListItem[], text: string): PartListItem | null {
  const withSerial = parts.filter((part) => part.serial_number !== '');
  const asTyped = withSerial.filter((part) => serialKey(part.serial_number) === serialKey(text));
  if (asTyped.length > 0) return only(asTyped);
  const key = serialSearchKey(text);
  const byKey = key === '' ? [] : withSerial.filter((part) => serialSearchKey(part.serial_number) === key);
  if (byKey.length > 0) return only(byKey);
  return only(parts.filter((part) => sameLabel(part.internal_label, text)));
}
