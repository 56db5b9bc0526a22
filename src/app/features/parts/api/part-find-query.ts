import { queryOptions } from '@tanstack/react-query';
import type { PartListItem } from '#contract/parts';
import { fetchPartsPage, partsKeys } from './parts-list-query';

const FIND_LIMIT = 20;

/** Parts whose label or serial number contains the text (the list's search), for "find a part by its label". */
export function partFindQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...partsKeys.all, 'find', text] as const,
    queryFn: ({ signal }) => fetchPartsPage({ q: text }, { after: undefined, limit: FIND_LIMIT, signal }),
    staleTime: 30_000,
  });
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The one part whose serial number or label is exactly the text (any case), if there is exactly one. */
export function exactPart(parts: readonly PartListItem[], text: string): PartListItem | null {
  const bySerial = parts.filter((part) => part.serial_number !== '' && sameText(part.serial_number, text));
  if (bySerial.length === 1) return bySerial[0]!;
  const byLabel = parts.filter((part) => sameText(part.internal_label, text));
  return bySerial.length === 0 && byLabel.length === 1 ? byLabel[0]! : null;
}
